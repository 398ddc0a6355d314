/**
 * A saved quote set's reference: "PLM-" then 8 characters of Crockford's base 32 (no I, L, O or
 * U, so a reference read aloud or retyped stays unambiguous). Zod-free (`@plummet/contracts/values`),
 * so an island can import it alone; `QuoteReference` (quote-set.ts) validates with the same pattern.
 */
export const quoteReferencePattern = /^PLM-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A reference as a visitor might type it, made canonical: any case, spaces and dashes forgiven,
 * the "PLM" prefix optional. Undefined when it cannot be a reference. The find form (in the
 * browser) and the site's server (without JavaScript) both read a typed reference with it.
 */
export function canonicalReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  const reference = `PLM-${compact.startsWith("PLM") ? compact.slice(3) : compact}`;
  return quoteReferencePattern.test(reference) ? reference : undefined;
}

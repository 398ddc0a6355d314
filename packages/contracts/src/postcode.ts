/**
 * UK postcodes after the GOV.UK family of patterns: an outward code (area, district) and an
 * inward code (sector digit, unit letters), plus the special GIR 0AA.
 */
const POSTCODE = /^(GIR ?0AA|[A-Z][A-HJ-Y]?[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/;

/** Upper-cases, strips all white space and puts one space before the inward code. */
export function normalisePostcode(input: string): string {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 5) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export function isValidPostcode(input: string): boolean {
  return POSTCODE.test(normalisePostcode(input));
}

/**
 * Jersey (JE), Guernsey (GY) and the Isle of Man (IM) share the UK's postcode format but not its
 * insurance market: their cover is bought under their own law and from their own insurers. The
 * quote form and the API say so instead of pricing UK cover. Northern Ireland (BT) is the UK.
 */
export const crownDependencyAreas = ["JE", "GY", "IM"] as const;

/** Whether a postcode is in Jersey, Guernsey or the Isle of Man. */
export function isCrownDependencyPostcode(input: string): boolean {
  return (crownDependencyAreas as readonly string[]).includes(postcodeArea(input));
}

/** The postcode area: the leading letters of the outward code ("SW1A 1AA" gives "SW"). */
export function postcodeArea(postcode: string): string {
  return /^[A-Z]{1,2}/.exec(normalisePostcode(postcode))?.[0] ?? "";
}

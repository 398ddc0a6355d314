// What a refine leaves for the refined set's page: small, so that page can tell at once whether it
// was arrived at from a refine (and show what changed) without loading the refine code.

/** What the refined quote set is compared with: the set the visitor refined. */
export interface RefinedFrom {
  reference: string;
  /** The cheapest annual price, or null when no insurer quoted. */
  cheapest: number | null;
  quoted: number;
}

const REFINED_FROM_KEY = "plummet:refined-from";

/** Checks a stored value is a RefinedFrom this feature wrote. */
export function asRefinedFrom(candidate: unknown): RefinedFrom | undefined {
  const value = candidate as Partial<RefinedFrom> | null | undefined;
  if (!value || typeof value.reference !== "string" || typeof value.quoted !== "number") return undefined;
  return value as RefinedFrom;
}

/**
 * Goes on to the refined set's page (a page load), leaving it the set refined from in this tab's
 * sessionStorage, so it can say what changed.
 */
export function openRefinedSet(path: string, refinedFrom: RefinedFrom): void {
  try {
    sessionStorage.setItem(REFINED_FROM_KEY, JSON.stringify(refinedFrom));
  } catch {
    // Storage full or disabled: the new page shows its prices without the comparison.
  }
  window.location.assign(path);
}

/**
 * The set this page was refined from, if the last page left one: taken once from sessionStorage
 * and kept in this history entry's state, so a reload of the page still says what changed.
 */
export function takeRefinedFrom(): RefinedFrom | undefined {
  const kept = asRefinedFrom((window.history.state as { refinedFrom?: unknown } | null)?.refinedFrom);
  if (kept) return kept;
  try {
    const stored = sessionStorage.getItem(REFINED_FROM_KEY);
    if (stored === null) return undefined;
    sessionStorage.removeItem(REFINED_FROM_KEY);
    const refinedFrom = asRefinedFrom(JSON.parse(stored));
    if (refinedFrom) window.history.replaceState({ ...window.history.state, refinedFrom }, "");
    return refinedFrom;
  } catch {
    return undefined;
  }
}

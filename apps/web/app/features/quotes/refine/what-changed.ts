import type { QuoteSetResponse } from "@plummet/contracts";

/** What the refined quote set is compared with: the set the visitor refined. */
export interface RefinedFrom {
  reference: string;
  /** The cheapest annual price, or null when no insurer quoted. */
  cheapest: number | null;
  quoted: number;
}

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

export function summariseSet(set: Pick<QuoteSetResponse, "reference" | "quotes">): RefinedFrom {
  const prices = set.quotes.map((quote) => quote.annualPrice);
  return {
    reference: set.reference,
    cheapest: prices.length > 0 ? Math.min(...prices) : null,
    quoted: set.quotes.length,
  };
}

/** "3 more insurers quote", "1 fewer insurer quotes", "the same 5 insurers quote". */
const insurersQuote = (count: number, word: string) =>
  count === 1 ? `1 ${word}insurer quotes` : `${count} ${word}insurers quote`;

function priceChange(before: number | null, after: number | null): string {
  if (after === null) return "No insurer quotes for these answers";
  if (before === null) return `Cheapest price now ${pounds.format(after)}`;
  if (after === before) return `Cheapest price unchanged at ${pounds.format(after)}`;
  const direction = after < before ? "down" : "up";
  return `Cheapest price ${direction} from ${pounds.format(before)} to ${pounds.format(after)}`;
}

function panelChange(before: number, after: number): string {
  if (after > before) return insurersQuote(after - before, "more ");
  if (after < before) return insurersQuote(before - after, "fewer ");
  return after === 1 ? "the same insurer quotes" : `the same ${after} insurers quote`;
}

/**
 * One sentence on what the answers changed, e.g. "Cheapest price down from £412.30 to £301.10;
 * 3 more insurers quote".
 */
export function whatChanged(before: RefinedFrom, after: RefinedFrom): string {
  return `${priceChange(before.cheapest, after.cheapest)}; ${panelChange(before.quoted, after.quoted)}.`;
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

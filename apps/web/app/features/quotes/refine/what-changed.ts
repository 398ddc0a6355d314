import type { QuoteSetResponse } from "@plummet/contracts";
import { formatGbp } from "../shared/quote-pricing";
import type { RefinedFrom } from "./refined-from";

const pounds = { format: formatGbp };

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

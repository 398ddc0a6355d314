import type { PreviousPrices, Quote } from "@plummet/contracts";
import { formatGbp } from "../shared/quote-pricing";

/** One insurer that quoted both times: its annual price then and now. */
export interface InsurerChange {
  providerSlug: string;
  provider: string;
  before: number;
  now: number;
}

export interface PriceChanges {
  cheapestThen: number | null;
  cheapestNow: number | null;
  /** Insurers that quoted both times, by the biggest fall first. */
  insurers: InsurerChange[];
  /** How many insurers quoted only then, or only now. */
  onlyThen: number;
  onlyNow: number;
}

/**
 * What changed between the set a renewal reminder was set from (`previous`) and the new set it
 * priced: the cheapest annual price then and now, and each insurer that quoted both times.
 */
export function priceChanges(
  previous: PreviousPrices,
  quotes: readonly Pick<Quote, "providerSlug" | "provider" | "annualPrice">[],
): PriceChanges {
  const nowBySlug = new Map<string, number>();
  for (const quote of quotes) {
    const known = nowBySlug.get(quote.providerSlug);
    if (known === undefined || quote.annualPrice < known)
      nowBySlug.set(quote.providerSlug, quote.annualPrice);
  }
  const thenSlugs = new Set(previous.insurers.map((insurer) => insurer.providerSlug));
  const insurers = previous.insurers.flatMap((insurer) => {
    const now = nowBySlug.get(insurer.providerSlug);
    return now === undefined
      ? []
      : [
          {
            providerSlug: insurer.providerSlug,
            provider: insurer.provider,
            before: insurer.annualPrice,
            now,
          },
        ];
  });
  insurers.sort((a, b) => a.now - a.before - (b.now - b.before) || a.now - b.now);
  const prices = quotes.map((quote) => quote.annualPrice);
  return {
    cheapestThen: previous.cheapestAnnualPrice,
    cheapestNow: prices.length > 0 ? Math.min(...prices) : null,
    insurers,
    onlyThen: previous.insurers.filter((insurer) => !nowBySlug.has(insurer.providerSlug)).length,
    onlyNow: [...nowBySlug.keys()].filter((slug) => !thenSlugs.has(slug)).length,
  };
}

/** "down £42.10", "up £8.00", "no change": a difference in words, not by colour alone. */
export function changeInWords(before: number, now: number): string {
  const difference = Math.round((now - before) * 100) / 100;
  if (difference === 0) return "no change";
  return `${difference < 0 ? "down" : "up"} ${formatGbp(Math.abs(difference))}`;
}

/** The one line at the top of the page: the cheapest price then and now. */
export function cheapestLine(changes: Pick<PriceChanges, "cheapestThen" | "cheapestNow">): string {
  const { cheapestThen: then, cheapestNow: now } = changes;
  if (now === null) return "No insurer quotes for these answers now.";
  if (then === null) return `Cheapest now ${formatGbp(now)} a year; no insurer quoted last time.`;
  if (now === then) return `Cheapest price unchanged at ${formatGbp(now)} a year.`;
  return `Cheapest ${changeInWords(then, now)}: ${formatGbp(then)} then, ${formatGbp(now)} now (a year).`;
}

/** The same difference, short for a table cell: "−£42.10", "+£8.00", "same". */
export function changeShort(before: number, now: number): string {
  const difference = Math.round((now - before) * 100) / 100;
  if (difference === 0) return "same";
  return `${difference < 0 ? "−" : "+"}${formatGbp(Math.abs(difference))}`;
}

import type { Quote } from "@plummet/contracts";

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const wholeGbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

/** Pounds with pence ("£312.40"); whole pounds drop the pence ("£250") where `whole` is asked. */
export function formatGbp(amount: number, { whole = false }: { whole?: boolean } = {}): string {
  return whole && Number.isInteger(amount) ? wholeGbp.format(amount) : gbp.format(amount);
}

/** SPEC section 4: the price reads "£{monthlyPrice}/mo", always with pence. */
export function monthlyLabel(quote: Pick<Quote, "monthlyPrice">): string {
  return `£${quote.monthlyPrice.toFixed(2)}/mo`;
}

/**
 * Rounding each of twelve instalments to the penny can move their total by up to 6p either way;
 * a difference that small is rounding, not a charge for paying monthly.
 */
const INSTALMENT_ROUNDING_PENCE = 6;

/**
 * What paying by instalments adds over a year: twelve monthly payments less the annual price,
 * in whole pence. Nothing when the difference is only the instalments' rounding or negative.
 */
export function costOfPayingMonthly(quote: Pick<Quote, "monthlyPrice" | "annualPrice">): number {
  const pence = Math.round(quote.monthlyPrice * 1200) - Math.round(quote.annualPrice * 100);
  return pence > INSTALMENT_ROUNDING_PENCE ? pence / 100 : 0;
}

export type QuoteSort = "price" | "rating";

export const quoteSortLabels: Record<QuoteSort, string> = {
  price: "Price, cheapest first",
  rating: "Customer rating, highest first",
};

/**
 * Orders quotes without asking the API again. "price": by the headline figure each card shows
 * (the monthly price), then the annual price, so the order never contradicts what is read;
 * "rating": highest rating first, cheapest first among equals. Returns a new array.
 */
export function sortQuotes<T extends Pick<Quote, "id" | "annualPrice" | "monthlyPrice" | "rating">>(
  quotes: readonly T[],
  sort: QuoteSort,
): T[] {
  const byPrice = (a: T, b: T) => a.monthlyPrice - b.monthlyPrice || a.annualPrice - b.annualPrice;
  const compare = sort === "price" ? byPrice : (a: T, b: T) => b.rating - a.rating || byPrice(a, b);
  return [...quotes].sort(compare);
}

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
 * What paying by instalments adds over a year: twelve monthly payments less the annual price,
 * in whole pence. Never negative (an insurer charging nothing extra costs nothing extra).
 */
export function costOfPayingMonthly(quote: Pick<Quote, "monthlyPrice" | "annualPrice">): number {
  const pence = Math.round(quote.monthlyPrice * 1200) - Math.round(quote.annualPrice * 100);
  return Math.max(pence, 0) / 100;
}

export type QuoteSort = "price" | "rating";

export const quoteSortLabels: Record<QuoteSort, string> = {
  price: "Price, cheapest first",
  rating: "Customer rating, highest first",
};

/**
 * Orders quotes without asking the API again. "price": annual price, then monthly price;
 * "rating": highest rating first, cheapest first among equals. Returns a new array.
 */
export function sortQuotes<T extends Pick<Quote, "id" | "annualPrice" | "monthlyPrice" | "rating">>(
  quotes: readonly T[],
  sort: QuoteSort,
): T[] {
  const byPrice = (a: T, b: T) => a.annualPrice - b.annualPrice || a.monthlyPrice - b.monthlyPrice;
  const compare = sort === "price" ? byPrice : (a: T, b: T) => b.rating - a.rating || byPrice(a, b);
  return [...quotes].sort(compare);
}

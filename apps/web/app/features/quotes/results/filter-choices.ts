import type { Quote } from "@plummet/contracts";

// What the filters offer (only the sort-and-filter controls, which load on demand, need these).

const ratingFloors = [3, 3.5, 4, 4.5] as const;

/** The excess choices the quotes give: each excess that occurs, lowest first. */
export function excessChoices(quotes: readonly Pick<Quote, "excess">[]): number[] {
  return [...new Set(quotes.map((quote) => quote.excess))].sort((a, b) => a - b);
}

/** The star-rating floors some quote meets and some quote misses: the ones that filter. */
export function ratingChoices(quotes: readonly Pick<Quote, "rating">[]): number[] {
  return ratingFloors.filter(
    (floor) => quotes.some((quote) => quote.rating >= floor) && quotes.some((quote) => quote.rating < floor),
  );
}

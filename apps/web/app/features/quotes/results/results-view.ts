import type { Quote } from "@plummet/contracts";
import { compareByCost, defaultPaymentBasis } from "@plummet/contracts/quote-order";
import { headlinePrice, type PriceBasis } from "../shared/quote-pricing";

export { headlinePrice, type PriceBasis };

export type QuoteSort = "price" | "rating" | "excess";

/** What the visitor has chosen about the results; it lives in the page address. */
export interface ResultsView {
  sort: QuoteSort;
  show: PriceBasis;
  /** The most excess the visitor will accept, in pounds. */
  maxExcess?: number;
  /** The least star rating the visitor will accept. */
  minRating?: number;
  /** Catalogue features that must be included in the price. */
  mustHave: string[];
}

export const quoteSortLabels: Record<QuoteSort, string> = {
  price: "Cheapest first",
  rating: "Star rating, highest first",
  excess: "Excess, lowest first",
};

/** The order in the results' first line, as it is chosen ("25 quotes …, cheapest first by …"). */
export const quoteOrderWords: Record<QuoteSort, string> = {
  price: "cheapest first",
  rating: "highest star rating first",
  excess: "lowest excess first",
};

export const defaultView: ResultsView = { sort: "price", show: defaultPaymentBasis, mustHave: [] };

type ViewQuote = Pick<
  Quote,
  | "id"
  | "provider"
  | "providerSlug"
  | "annualPrice"
  | "monthlyPrice"
  | "rating"
  | "excess"
  | "cover"
  | "instalmentPlan"
>;

const isSort = (value: string | null): value is QuoteSort => !!value && value in quoteSortLabels;

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * The view a page address asks for (`?sort=excess&show=annual&excess=250&rating=4&cover=windscreen`).
 * Anything it cannot read falls back to the default, so an edited or stale link still shows results.
 */
export function readResultsView(params: URLSearchParams): ResultsView {
  const sort = params.get("sort");
  const rating = positiveNumber(params.get("rating"));
  return {
    sort: isSort(sort) ? sort : defaultView.sort,
    show:
      params.get("show") === "monthly"
        ? "monthly"
        : params.get("show") === "annual"
          ? "annual"
          : defaultView.show,
    maxExcess: positiveNumber(params.get("excess")),
    minRating: rating !== undefined && rating <= 5 ? rating : undefined,
    mustHave: [...new Set(params.getAll("cover").filter((feature) => /^[a-z0-9-]{1,40}$/.test(feature)))],
  };
}

/** The address for a view, leaving out what is the default; other parameters are kept. */
export function writeResultsView(view: ResultsView, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ["sort", "show", "excess", "rating", "cover"]) params.delete(key);
  if (view.sort !== defaultView.sort) params.set("sort", view.sort);
  if (view.show !== defaultView.show) params.set("show", view.show);
  if (view.maxExcess !== undefined) params.set("excess", String(view.maxExcess));
  if (view.minRating !== undefined) params.set("rating", String(view.minRating));
  for (const feature of view.mustHave) params.append("cover", feature);
  return params;
}

/**
 * Orders quotes without asking the API again. "price" is the one order rule
 * (`quoteOrderRule`): the total for the way of paying the cards show; "rating" and "excess"
 * break ties by it. Returns a new array.
 */
export function sortQuotes<T extends ViewQuote>(
  quotes: readonly T[],
  sort: QuoteSort,
  show: PriceBasis,
): T[] {
  const byPrice = compareByCost(show);
  const compare: Record<QuoteSort, (a: T, b: T) => number> = {
    price: byPrice,
    rating: (a, b) => b.rating - a.rating || byPrice(a, b),
    excess: (a, b) => a.excess - b.excess || byPrice(a, b),
  };
  return [...quotes].sort(compare[sort]);
}

/** True when the quote includes the feature in its price. */
export function includes(quote: Pick<Quote, "cover">, feature: string): boolean {
  return quote.cover.some((item) => item.feature === feature && item.status === "included");
}

/** The quotes the visitor's filters let through, in the order given. */
export function filterQuotes<T extends ViewQuote>(quotes: readonly T[], view: ResultsView): T[] {
  return quotes.filter(
    (quote) =>
      (view.maxExcess === undefined || quote.excess <= view.maxExcess) &&
      (view.minRating === undefined || quote.rating >= view.minRating) &&
      view.mustHave.every((feature) => includes(quote, feature)),
  );
}

/** How many filters are set. */
export function activeFilters(view: ResultsView): number {
  return (
    (view.maxExcess === undefined ? 0 : 1) + (view.minRating === undefined ? 0 : 1) + view.mustHave.length
  );
}

/** The view with every filter cleared; sort and headline stay. */
export function withoutFilters(view: ResultsView): ResultsView {
  return { sort: view.sort, show: view.show, mustHave: [] };
}

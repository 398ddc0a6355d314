// The one rule every list of quotes follows: the results page (each way of paying), the quote
// email and the quotes service's answer. No schema library here, so the website's islands import
// it (`@plummet/contracts/quote-order`) without loading zod.
import { formatMoney } from "./money";

/** How the visitor means to pay, and so which total "cheapest" compares. */
export type PaymentBasis = "annual" | "monthly";

/** What a quote needs for its place in the order. */
export interface OrderedQuote {
  annualPrice: number;
  provider: string;
  providerSlug: string;
  instalmentPlan: { totalPayable: number };
}

/** The rule in words, for the results, the terms and the API's documentation. */
export const quoteOrderRule =
  "Cheapest first by what you would pay in total for the year: the annual price when you pay once, or the deposit plus every instalment when you pay monthly. Never by commission.";

/** What the visitor pays in the year, paying this way. */
export function totalCost(quote: OrderedQuote, basis: PaymentBasis): number {
  return basis === "annual" ? quote.annualPrice : quote.instalmentPlan.totalPayable;
}

/**
 * Cheapest first by the total for the way of paying; ties go to the other way's total, then the
 * insurer's name and slug, so the order never depends on which insurer answered first.
 */
export function compareByCost(basis: PaymentBasis): (a: OrderedQuote, b: OrderedQuote) => number {
  const other: PaymentBasis = basis === "annual" ? "monthly" : "annual";
  return (a, b) =>
    totalCost(a, basis) - totalCost(b, basis) ||
    totalCost(a, other) - totalCost(b, other) ||
    a.provider.localeCompare(b.provider, "en-GB") ||
    a.providerSlug.localeCompare(b.providerSlug);
}

/** The quotes service's answer, the quote email and the results' default view use this basis. */
export const defaultPaymentBasis: PaymentBasis = "annual";

/** The quotes in the order the rule gives, as a new array. */
export function orderQuotes<T extends OrderedQuote>(
  quotes: readonly T[],
  basis: PaymentBasis = defaultPaymentBasis,
): T[] {
  return [...quotes].sort(compareByCost(basis));
}

/** A monthly plan as the visitor would say what they pay. */
export interface PlanTerms {
  deposit: number;
  instalments: number;
  instalmentAmount: number;
  totalPayable: number;
  apr: number;
}

/**
 * Everything a monthly payer pays, in plain words, for a card's face and the quote email:
 * "£81.98 today, then 10 monthly payments of £55.75 · £639.48 in total · 50.4% APR representative".
 */
export function monthlyPlanInWords(plan: PlanTerms): string {
  const payments = `${plan.instalments} monthly payments of ${formatMoney(plan.instalmentAmount)}`;
  return [
    plan.deposit > 0 ? `${formatMoney(plan.deposit)} today, then ${payments}` : payments,
    `${formatMoney(plan.totalPayable)} in total`,
    plan.apr > 0 ? `${plan.apr.toFixed(1)}% APR representative` : "0% APR",
  ].join(" · ");
}

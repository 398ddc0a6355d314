import type { Quote } from "@plummet/contracts";
import { formatMoney, monthlyPayments, perMonth, perYear } from "@plummet/contracts/money";

/**
 * Pounds with pence and a thousands separator ("£1,312.40"); whole pounds drop the pence ("£250")
 * where `whole` is asked. The one formatter the site, the emails and the API share.
 */
export const formatGbp = formatMoney;

/** docs/product/forms-and-messages.md: the price reads "£{monthlyPrice}/mo", always with pence. */
export function monthlyLabel(quote: Pick<Quote, "monthlyPrice">): string {
  return perMonth(quote.monthlyPrice);
}

/** The annual price as a headline: "£1,612.30/yr". */
export function annualLabel(quote: Pick<Quote, "annualPrice">): string {
  return perYear(quote.annualPrice);
}

/**
 * A card's two prices: the chosen basis large, the other beside it, so neither is ever shown
 * alone. Annual: "£530.52/yr" with "or £44.21/mo" (with a deposit, "or £81.98 today, then
 * £55.75/mo"). Monthly: "£44.21/mo" (with a deposit, "£81.98 today, then £55.75/mo") with
 * "or £530.52/yr".
 */
export function cardPrices(
  quote: Pick<Quote, "annualPrice" | "instalmentPlan">,
  show: PriceBasis,
): { headline: string; otherWay: string } {
  const monthly = monthlyPayments(quote.instalmentPlan);
  return show === "annual"
    ? { headline: annualLabel(quote), otherWay: `or ${monthly}` }
    : { headline: monthly, otherWay: `or ${annualLabel(quote)}` };
}

/** How the instalments run, as an insurer states them: "12 × £54.65" or "£90.00, then 10 × £61.20". */
export function instalmentsLabel(plan: Quote["instalmentPlan"]): string {
  const instalments = `${plan.instalments} × ${formatGbp(plan.instalmentAmount)}`;
  return plan.deposit > 0 ? `${formatGbp(plan.deposit)}, then ${instalments}` : instalments;
}

/** A factor as a change in price: 1.35 → "+35%", 0.9 → "−10%", 1 → "no change". */
export function percentChange(multiplier: number): string {
  const percent = Math.round((multiplier - 1) * 100);
  if (percent === 0) return "no change";
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** An amount added or taken off: "+£12.30" or "−£4.00". */
export function signedGbp(amount: number): string {
  return amount < 0 ? `−${formatGbp(-amount)}` : `+${formatGbp(amount)}`;
}

/** Which figure a card leads with, and so what "cheapest first" means. */
export type PriceBasis = "monthly" | "annual";

/** The figure a card leads with. */
export function headlinePrice(quote: Pick<Quote, "annualPrice" | "monthlyPrice">, show: PriceBasis): number {
  return show === "annual" ? quote.annualPrice : quote.monthlyPrice;
}

/** What a set of quotes found, for the toast that greets it: "25 quotes from our panel, from £530.52 a year." */
export function foundLine(quotes: ReadonlyArray<Pick<Quote, "annualPrice">>): string {
  return `${quotes.length} quote${quotes.length === 1 ? "" : "s"} from our panel, from ${formatMoney(Math.min(...quotes.map((quote) => quote.annualPrice)))} a year.`;
}

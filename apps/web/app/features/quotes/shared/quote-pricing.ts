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

/** docs/product/forms-and-messages.md: the price reads "£{monthlyPrice}/mo", always with pence. */
export function monthlyLabel(quote: Pick<Quote, "monthlyPrice">): string {
  return `£${quote.monthlyPrice.toFixed(2)}/mo`;
}

/** The annual price as a headline: "£612.30/yr". */
export function annualLabel(quote: Pick<Quote, "annualPrice">): string {
  return `£${quote.annualPrice.toFixed(2)}/yr`;
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

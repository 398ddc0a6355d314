// Without zod: the website's islands, the quotes service's emails and the API's descriptions all
// write money with this one formatter (`@plummet/contracts/money`).

const withPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholePounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

/**
 * An amount in pounds, written one way everywhere: a thousands separator and two decimals
 * ("£1,234.50", "£44.21"). With `whole` (for amounts where pence do not matter, such as an
 * excess or a cover limit), a whole number of pounds drops them ("£250", "£1,000"); an amount
 * with pence keeps them.
 */
export function formatMoney(amount: number, { whole = false }: { whole?: boolean } = {}): string {
  return whole && Number.isInteger(amount) ? wholePounds.format(amount) : withPence.format(amount);
}

/** A price per month: "£44.21/mo". */
export const perMonth = (amount: number) => `${formatMoney(amount)}/mo`;

/** A price per year: "£1,530.52/yr". */
export const perYear = (amount: number) => `${formatMoney(amount)}/yr`;

/**
 * What paying monthly costs, short, as a card shows it: "£44.21/mo", or with a deposit
 * "£81.98 today, then £55.75/mo", so the monthly figure is never shown without what it leaves out.
 */
export function monthlyPayments(plan: { deposit: number; instalmentAmount: number }): string {
  return plan.deposit > 0
    ? `${formatMoney(plan.deposit)} today, then ${perMonth(plan.instalmentAmount)}`
    : perMonth(plan.instalmentAmount);
}

import type { InstalmentPlan } from "@plummet/contracts";
import type { InstalmentTerms } from "../db/stored-pricing";

export type { InstalmentTerms };

/** A payment and when it is made, in years after the credit is drawn down. */
export interface CashFlow {
  amount: number;
  years: number;
}

/**
 * The annual percentage rate of charge as the FCA's Consumer Credit sourcebook defines it (CONC
 * App 1.1): the rate X, as a percentage to one decimal place, at which the credit drawn down
 * equals the present value of the repayments, sum(C_k (1 + X)^-t_k) = sum(D_l (1 + X)^-s_l),
 * with times in years from the drawdown (months as twelfths of a year). A single drawdown at
 * time 0 is all an insurer's instalment plan needs. Found by Newton's method from X = 0: the
 * present value of the repayments is a decreasing, convex function of X, so each step lands
 * short of the unique root and closes on it quickly (a handful of steps, where bisection took
 * forty, and this runs for every quote of every set).
 */
export function annualPercentageRate(credit: number, repayments: readonly CashFlow[]): number {
  if (!(credit > 0) || repayments.length === 0) throw new RangeError("An APR needs credit and repayments");
  let rate = 0;
  for (let step = 0; step < 100; step += 1) {
    // The present value at `rate` less the credit, and its slope.
    let excess = -credit;
    let slope = 0;
    for (const { amount, years } of repayments) {
      const discounted = amount * (1 + rate) ** -years;
      excess += discounted;
      slope -= (years * discounted) / (1 + rate);
    }
    if (excess <= 0) break;
    const next = rate - excess / slope;
    if (next - rate < 1e-12) {
      rate = next;
      break;
    }
    rate = next;
  }
  // One decimal place, a second decimal of 5 or more rounding up (CONC App 1.1).
  return Math.round(rate * 1000 + 1e-9) / 10;
}

/**
 * The plan behind a quote's monthly price, from its annual price in pence. The credit charge is
 * worked out in whole pence, each instalment is rounded to the penny, and the credit charge
 * reported is what the visitor really pays on top of the annual price.
 */
export function instalmentPlan(annualPence: number, terms: InstalmentTerms): InstalmentPlan {
  const depositPence = Math.round(annualPence * terms.depositShare);
  const creditPence = annualPence - depositPence;
  const chargePence = Math.round(creditPence * terms.chargeRate);
  const instalmentPence = Math.round((creditPence + chargePence) / terms.instalments);
  const totalPence = depositPence + instalmentPence * terms.instalments;
  const repayments = Array.from({ length: terms.instalments }, (_, index) => ({
    amount: instalmentPence,
    years: (index + 1) / 12,
  }));
  return {
    deposit: depositPence / 100,
    instalments: terms.instalments,
    instalmentAmount: instalmentPence / 100,
    totalPayable: totalPence / 100,
    creditCharge: Math.max(0, totalPence - annualPence) / 100,
    apr: annualPercentageRate(creditPence, repayments),
  };
}

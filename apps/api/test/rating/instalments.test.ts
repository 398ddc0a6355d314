import { describe, expect, it } from "vitest";
import { annualPercentageRate, instalmentPlan } from "../../src/rating/instalments";

/** Equal monthly repayments, the first a month after the credit is drawn down. */
const monthly = (amount: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ amount, years: (index + 1) / 12 }));

describe("annualPercentageRate (FCA CONC App 1.1)", () => {
  it("is the yearly rate when one repayment falls a year after the drawdown: £1,000 → £1,100 is 10.0%", () => {
    // CONC App 1.1.1: sum of drawdowns = sum of repayments discounted at (1 + X)^-t, t in years.
    expect(annualPercentageRate(1000, [{ amount: 1100, years: 1 }])).toBe(10);
  });

  it("compounds a monthly rate: 1% a month on £1,000 over 12 months is 12.7% APR", () => {
    // Monthly repayment of an annuity at i = 1%: 1000 × 0.01 / (1 − 1.01^−12) = £88.85; the APR is
    // (1.01)^12 − 1 = 12.68%, rounded to one decimal place (CONC App 1.1.1, rule on rounding).
    const payment = (1000 * 0.01) / (1 - 1.01 ** -12);
    expect(annualPercentageRate(1000, monthly(payment, 12))).toBe(12.7);
  });

  it("rounds a second decimal of 5 or more up", () => {
    // Exactly 12.45%: one repayment of £1,124.50 a year after £1,000 is drawn down.
    expect(annualPercentageRate(1000, [{ amount: 1124.5, years: 1 }])).toBe(12.5);
    expect(annualPercentageRate(1000, [{ amount: 1124.4, years: 1 }])).toBe(12.4);
  });

  it("matches a worked insurer plan: £510 of credit repaid in ten instalments of £61.20 is 50.4% APR", () => {
    // An annual premium of £600 with a 15% deposit (£90) and a 20% credit charge on the £510
    // borrowed: ten monthly instalments of £61.20. Cross-checked by solving the CONC equation
    // independently (bisection in Python): X = 0.50410.
    expect(annualPercentageRate(510, monthly(61.2, 10))).toBe(50.4);
  });

  it("is 0 when the repayments add up to no more than the credit", () => {
    expect(annualPercentageRate(600, monthly(50, 12))).toBe(0);
  });

  it("refuses a plan without credit or repayments", () => {
    expect(() => annualPercentageRate(0, monthly(10, 12))).toThrow(RangeError);
    expect(() => annualPercentageRate(100, [])).toThrow(RangeError);
  });

  it("rises with the credit charge", () => {
    const aprs = [0.05, 0.1, 0.15, 0.2].map((charge) =>
      annualPercentageRate(1000, monthly((1000 * (1 + charge)) / 12, 12)),
    );
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    expect(new Set(aprs).size).toBe(4);
  });
});

describe("instalmentPlan", () => {
  it("spreads an annual price with no charge over 12 equal instalments at 0% APR", () => {
    expect(instalmentPlan(60000, { instalments: 12, depositShare: 0, chargeRate: 0 })).toEqual({
      deposit: 0,
      instalments: 12,
      instalmentAmount: 50,
      totalPayable: 600,
      creditCharge: 0,
      apr: 0,
    });
  });

  it("adds the credit charge on the amount borrowed, after any deposit", () => {
    const plan = instalmentPlan(60000, { instalments: 10, depositShare: 0.15, chargeRate: 0.2 });
    expect(plan).toEqual({
      deposit: 90,
      instalments: 10,
      instalmentAmount: 61.2,
      totalPayable: 702,
      creditCharge: 102,
      apr: 50.4,
    });
  });

  it("reports what is really paid when the instalments round", () => {
    // £612.34 at 18%: £722.56 of instalments round to 12 × £60.21 = £722.52.
    const plan = instalmentPlan(61234, { instalments: 12, depositShare: 0, chargeRate: 0.18 });
    expect(plan.instalmentAmount).toBe(60.21);
    expect(plan.totalPayable).toBe(722.52);
    expect(plan.creditCharge).toBe(110.18);
    expect(plan.deposit + plan.instalments * plan.instalmentAmount).toBeCloseTo(plan.totalPayable, 10);
  });
});

import { describe, expect, it } from "vitest";
import { compareByCost, monthlyPlanInWords, orderQuotes, totalCost } from "./quote-order";

const quote = (provider: string, annualPrice: number, totalPayable: number) => ({
  provider,
  providerSlug: provider.toLowerCase(),
  annualPrice,
  instalmentPlan: { totalPayable },
});

describe("the order of quotes", () => {
  const a = quote("Alder", 546.52, 650.1);
  const b = quote("Birch", 605.88, 639.48);
  const c = quote("Cedar", 558.41, 601.2);

  it("is cheapest annual price first by default", () => {
    expect(orderQuotes([b, c, a]).map((q) => q.provider)).toEqual(["Alder", "Cedar", "Birch"]);
  });

  it("is cheapest total payable first for monthly payers", () => {
    expect(orderQuotes([a, b, c], "monthly").map((q) => q.provider)).toEqual(["Cedar", "Birch", "Alder"]);
    expect(totalCost(b, "monthly")).toBe(639.48);
  });

  it("breaks ties by the other total, then by name", () => {
    const same = quote("Aspen", 546.52, 640);
    expect([a, same].sort(compareByCost("annual")).map((q) => q.provider)).toEqual(["Aspen", "Alder"]);
    const twin = quote("Abbey", 546.52, 650.1);
    expect([a, twin].sort(compareByCost("annual")).map((q) => q.provider)).toEqual(["Abbey", "Alder"]);
  });
});

describe("a monthly plan in words", () => {
  it("names the deposit, the instalments, the total and the APR", () => {
    expect(
      monthlyPlanInWords({
        deposit: 81.98,
        instalments: 10,
        instalmentAmount: 55.75,
        totalPayable: 639.48,
        apr: 50.4,
      }),
    ).toBe("£81.98 today, then 10 monthly payments of £55.75 · £639.48 in total · 50.4% APR representative");
  });

  it("says when paying monthly costs nothing extra", () => {
    expect(
      monthlyPlanInWords({ deposit: 0, instalments: 12, instalmentAmount: 20, totalPayable: 240, apr: 0 }),
    ).toBe("12 monthly payments of £20.00 · £240.00 in total · 0% APR");
  });
});

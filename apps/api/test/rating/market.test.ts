import { coverageLevels, endorsementCodes, insuranceTypes } from "@plummet/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cheapestShares } from "../../src/rating/market-sweep";
import { panelQuotes, postcodes, request } from "./support";

/**
 * A market worth comparing, over the documented sweep (src/rating/market-sweep.ts): no insurer is
 * cheapest in more than a quarter of a product's profiles, and the dearest quote for one applicant
 * is typically one and a half to two and a half times the cheapest, as UK markets spread
 * (docs/product/pricing-evidence.md).
 */
describe.each(insuranceTypes)("the %s market", (type) => {
  const { shares, spreads } = cheapestShares(type);

  it("has no insurer cheapest in more than a quarter of the profiles", () => {
    const [leader, share] = [...shares].sort((a, b) => b[1] - a[1])[0]!;
    expect(share, leader).toBeLessThanOrEqual(0.25);
  });

  it("spreads one applicant's quotes as UK markets do", () => {
    const median = [...spreads].sort((a, b) => a - b)[Math.floor(spreads.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(1.5);
    expect(median).toBeLessThanOrEqual(2.3);
  });
});

describe("a worse history", () => {
  const codes = Object.keys(endorsementCodes);
  const ncd = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9-plus"];
  const profile = fc.record({
    age: fc.integer({ min: 17, max: 90 }),
    postcode: fc.constantFrom(...Object.values(postcodes)),
    coverageAmount: fc.constantFrom(...coverageLevels),
    noClaims: fc.integer({ min: 1, max: 9 }),
    code: fc.constantFrom(...codes),
    atFault: fc.constantFrom("yes", "no"),
  });

  it("is never cheaper at the same insurer: a conviction, a claim, fewer no-claims years", () => {
    fc.assert(
      fc.property(profile, ({ age, postcode, coverageAmount, noClaims, code, atFault }) => {
        const base = { insuranceType: "car" as const, coverageAmount, age, postcode, today: "2026-06-01" };
        const clean = { noClaimsYears: ncd[noClaims]! };
        const worse = [
          {
            ...clean,
            hasConvictions: "yes",
            convictions: [{ code, date: "2025-01-10", points: 3, banMonths: 0 }],
          },
          { ...clean, claims: "1", claimDetails: [{ date: "2024-05-01", type: "accident", atFault }] },
          { noClaimsYears: ncd[noClaims - 1]! },
        ];
        const before = new Map(
          panelQuotes({ ...base, details: clean }).map((quote) => [quote.providerSlug, quote]),
        );
        for (const details of worse) {
          for (const quote of panelQuotes({ ...base, details })) {
            const same = before.get(quote.providerSlug);
            if (same)
              expect(
                quote.annualPrice,
                `${quote.providerSlug} ${JSON.stringify(details)}`,
              ).toBeGreaterThanOrEqual(same.annualPrice);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("insurers' appetite for convictions", () => {
  it("differs: some decline a drink-driving code, the rest price it, and every one prices speeding", () => {
    const withCode = (code: string) => ({
      ...request("car", "standard", 40, postcodes.urban),
      details: {
        hasConvictions: "yes",
        convictions: [{ code, date: "2025-01-10", points: 3, banMonths: 0 }],
      },
    });
    const clean = panelQuotes(request("car", "standard", 40, postcodes.urban)).length;
    const drink = panelQuotes(withCode("DR10")).length;
    expect(drink).toBeGreaterThan(0);
    expect(drink).toBeLessThanOrEqual(clean - 3);
    expect(panelQuotes(withCode("SP30")).length).toBe(clean);
  });
});

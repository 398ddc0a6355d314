import { coverCatalogue, insurers } from "@plummet/content/insurers";
import { coverageLevels, insuranceTypes, postcodeArea } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import {
  marketRate,
  PROVIDER_MULTIPLIER_RANGE,
  type PricedQuote,
  providerMultiplier,
  type RatingRequest,
  rateProvider,
} from "../../src/rating/engine";
import { insurerLean } from "../../src/rating/insurer-leans";
import { areaBands, bandOfArea, postcodeAreas } from "../../src/rating/postcode-areas";
import { providerFactors } from "../../src/rating/provider-factors";
import { ageRelativity, areaRelativity } from "../../src/rating/relativities";
import { panelQuotes, postcodes, request } from "./support";

const harbourline = insurers.find((insurer) => insurer.slug === "harbourline")!;
const harbourlineFactors = providerFactors.harbourline!;

describe("postcode areas", () => {
  it("covers every UK postcode area and the Crown dependencies", () => {
    expect(postcodeAreas.size).toBe(124);
    for (const area of ["AB", "B", "BT", "E", "EC", "G", "HS", "KW", "L", "M", "N", "S", "W", "WC", "ZE"]) {
      expect(postcodeAreas.has(area)).toBe(true);
    }
  });

  it("puts every band to use", () => {
    const used = new Set([...postcodeAreas.values()].map((area) => area.band));
    expect([...used].sort()).toEqual([...areaBands].sort());
  });

  it("prices an area it does not know as a mixed area", () => {
    expect(bandOfArea(postcodeArea("GIR 0AA"))).toBe("mixed");
  });

  it("makes dense cities dearer and remote areas cheaper for motor and home cover", () => {
    for (const type of ["car", "van", "bike", "home"] as const) {
      expect(areaRelativity(type, "central-london")).toBeGreaterThan(areaRelativity(type, "urban"));
      expect(areaRelativity(type, "major-city")).toBeGreaterThan(areaRelativity(type, "mixed"));
      expect(areaRelativity(type, "mixed")).toBeGreaterThan(areaRelativity(type, "rural"));
      expect(areaRelativity(type, "rural")).toBeGreaterThanOrEqual(areaRelativity(type, "remote"));
    }
  });

  it("does not price travel or life by area", () => {
    for (const band of areaBands) {
      expect(areaRelativity("travel", band)).toBe(1);
      expect(areaRelativity("life", band)).toBe(1);
    }
  });
});

describe("age relativity", () => {
  it("charges the youngest drivers and riders several times the reference age", () => {
    expect(ageRelativity("car", 17)).toBeGreaterThan(3.5);
    expect(ageRelativity("bike", 16)).toBeGreaterThan(3.5);
    expect(ageRelativity("car", 40)).toBe(1);
  });

  it("falls steadily from 17 to 40 for car cover", () => {
    for (let age = 17; age < 40; age += 1) {
      expect(ageRelativity("car", age + 1)).toBeLessThanOrEqual(ageRelativity("car", age));
    }
  });

  it("rises with age for life and medical cover", () => {
    for (let age = 18; age < 85; age += 1) {
      expect(ageRelativity("life", age + 1)).toBeGreaterThan(ageRelativity("life", age));
    }
    for (let age = 18; age < 79; age += 1) {
      expect(ageRelativity("medical", age + 1)).toBeGreaterThan(ageRelativity("medical", age));
    }
  });

  it("steps travel prices up at 65, 70, 75 and 80 and holds them between", () => {
    for (const threshold of [65, 70, 75, 80]) {
      expect(ageRelativity("travel", threshold)).toBeGreaterThan(ageRelativity("travel", threshold - 1));
      expect(ageRelativity("travel", threshold + 1)).toBe(ageRelativity("travel", threshold));
    }
    expect(ageRelativity("travel", 30)).toBe(ageRelativity("travel", 60));
  });

  it("keeps breakdown cover the same at every age", () => {
    expect(ageRelativity("breakdown", 18)).toBe(ageRelativity("breakdown", 90));
  });
});

describe("rateProvider", () => {
  const base: RatingRequest = request("car", "standard", 40, postcodes.mixed);

  it("prices annual = market rate x provider multiplier + 12% IPT, in pence", () => {
    const outcome = rateProvider(base, harbourline, harbourlineFactors);
    if (outcome.status !== "quoted") throw new Error("expected a quote");
    const lean = insurerLean("harbourline", base, "mixed");
    const net = marketRate(base, "mixed") * providerMultiplier(harbourlineFactors, "car", 40, "mixed", lean);
    expect(outcome.quote.annualPrice).toBe(Math.round(net * 1.12 * 100) / 100);
    expect(Number.isInteger(Math.round(outcome.quote.annualPrice * 100))).toBe(true);
  });

  it("adds the insurer's credit charge to the monthly price", () => {
    const outcome = rateProvider(base, harbourline, harbourlineFactors);
    if (outcome.status !== "quoted") throw new Error("expected a quote");
    const expected =
      Math.round((outcome.quote.annualPrice * 100 * (1 + harbourlineFactors.creditCharge)) / 12) / 100;
    expect(outcome.quote.monthlyPrice).toBe(expected);
    expect(outcome.quote.monthlyPrice * 12).toBeGreaterThan(outcome.quote.annualPrice);
  });

  it("charges 20% IPT on travel and none on life", () => {
    const travel = request("travel", "basic", 30, postcodes.mixed);
    const outcome = rateProvider(travel, harbourline, harbourlineFactors);
    if (outcome.status !== "quoted") throw new Error("expected a quote");
    const net =
      marketRate(travel, "mixed") *
      providerMultiplier(
        harbourlineFactors,
        "travel",
        30,
        "mixed",
        insurerLean("harbourline", travel, "mixed"),
      );
    expect(outcome.quote.annualPrice).toBe(Math.round(net * 1.2 * 100) / 100);

    const northgate = insurers.find((insurer) => insurer.slug === "northgate-assurance")!;
    const life = request("life", "standard", 35, postcodes.mixed);
    const lifeOutcome = rateProvider(life, northgate, providerFactors["northgate-assurance"]!);
    if (lifeOutcome.status !== "quoted") throw new Error("expected a quote");
    const lifeNet =
      marketRate(life, "mixed") *
      providerMultiplier(
        providerFactors["northgate-assurance"]!,
        "life",
        35,
        "mixed",
        insurerLean("northgate-assurance", life, "mixed"),
      );
    // Life is paid monthly with nothing added, so the annual price is twelve equal instalments.
    expect(lifeOutcome.quote.annualPrice).toBe((Math.round((lifeNet * 100) / 12) * 12) / 100);
    expect(lifeOutcome.quote.monthlyPrice).toBe(Math.round((lifeOutcome.quote.annualPrice * 100) / 12) / 100);
  });

  it("declines a product the insurer does not offer", () => {
    expect(
      rateProvider(request("pet", "basic", 40, postcodes.mixed), harbourline, harbourlineFactors),
    ).toEqual({
      status: "declined",
      reason: "product-not-offered",
    });
  });

  it("declines ages outside the insurer's appetite", () => {
    const fenwick = insurers.find((insurer) => insurer.slug === "fenwick-hale")!;
    expect(
      rateProvider(request("car", "basic", 22, postcodes.mixed), fenwick, providerFactors["fenwick-hale"]!),
    ).toEqual({ status: "declined", reason: "age-outside-appetite" });
  });

  it("declines the Crown dependencies everywhere and Northern Ireland where excluded", () => {
    for (const insurer of insurers) {
      const outcome = rateProvider(
        request(insurer.products[0]!.type, "basic", 40, postcodes.jersey),
        insurer,
        providerFactors[insurer.slug]!,
      );
      expect(outcome).toEqual({ status: "declined", reason: "area-excluded" });
    }
    const fenwick = insurers.find((insurer) => insurer.slug === "fenwick-hale")!;
    expect(
      rateProvider(
        request("home", "basic", 40, postcodes.northernIreland),
        fenwick,
        providerFactors["fenwick-hale"]!,
      ),
    ).toEqual({ status: "declined", reason: "area-excluded" });
  });

  it("keeps every insurer's multiplier inside the allowed band whatever the risk", () => {
    for (const factors of Object.values(providerFactors)) {
      for (const type of insuranceTypes) {
        for (const age of [17, 40, 80]) {
          for (const band of areaBands) {
            const multiplier = providerMultiplier(factors, type, age, band);
            expect(multiplier).toBeGreaterThanOrEqual(PROVIDER_MULTIPLIER_RANGE.min);
            expect(multiplier).toBeLessThanOrEqual(PROVIDER_MULTIPLIER_RANGE.max);
          }
        }
      }
    }
  });

  it("uses the insurer's public facts for the product priced", () => {
    const outcome = rateProvider(
      request("car", "comprehensive", 40, postcodes.mixed),
      harbourline,
      harbourlineFactors,
    );
    if (outcome.status !== "quoted") throw new Error("expected a quote");
    expect(outcome.quote).toMatchObject({
      provider: "Harbourline",
      providerSlug: "harbourline",
      productName: "Harbourline Drive",
      rating: 4.6,
      excess: 250,
    });
    expect(outcome.quote.features).toContain("Protected no-claims discount");
  });
});

describe("the panel", () => {
  it("has pricing factors for every insurer and none for an insurer not on the panel", () => {
    expect(Object.keys(providerFactors).sort()).toEqual(insurers.map((insurer) => insurer.slug).sort());
  });

  it.each(insuranceTypes)("gives a typical %s request 8-25 quotes", (type) => {
    for (const coverage of coverageLevels) {
      for (const postcode of [
        postcodes.centralLondon,
        postcodes.majorCity,
        postcodes.mixed,
        postcodes.rural,
      ]) {
        const count = panelQuotes(request(type, coverage, 40, postcode)).length;
        expect(count, `${type} ${coverage} ${postcode}`).toBeGreaterThanOrEqual(8);
        expect(count, `${type} ${coverage} ${postcode}`).toBeLessThanOrEqual(25);
      }
    }
  });

  it("prices dearer cover dearer for every insurer", () => {
    for (const type of insuranceTypes) {
      const basic = panelQuotes(request(type, "basic", 40, postcodes.mixed));
      const standard = panelQuotes(request(type, "standard", 40, postcodes.mixed));
      const comprehensive = panelQuotes(request(type, "comprehensive", 40, postcodes.mixed));
      for (const quote of basic) {
        const sameStandard = standard.find((other) => other.providerSlug === quote.providerSlug)!;
        const sameComprehensive = comprehensive.find((other) => other.providerSlug === quote.providerSlug)!;
        expect(sameStandard.annualPrice).toBeGreaterThan(quote.annualPrice);
        expect(sameComprehensive.annualPrice).toBeGreaterThan(sameStandard.annualPrice);
      }
    }
  });
});

/** A quote's parts in whole pence: base rate, each step and the tax. */
function breakdownPence(quote: PricedQuote): number {
  const { baseRate, steps, tax } = quote.breakdown;
  return [baseRate, ...steps.map((step) => step.amount), tax.amount].reduce(
    (sum, amount) => sum + Math.round(amount * 100),
    0,
  );
}

describe("each quote's breakdown", () => {
  const ages = [17, 24, 40, 68, 79];
  const places = [postcodes.centralLondon, postcodes.majorCity, postcodes.mixed, postcodes.remote];

  it.each(insuranceTypes)(
    "sums to the annual price to the penny for every %s level, age and area",
    (type) => {
      let checked = 0;
      for (const coverage of coverageLevels) {
        for (const age of ages) {
          for (const postcode of places) {
            for (const quote of panelQuotes(request(type, coverage, age, postcode))) {
              expect(
                breakdownPence(quote),
                `${quote.providerSlug} ${type} ${coverage} ${age} ${postcode}`,
              ).toBe(Math.round(quote.annualPrice * 100));
              checked += 1;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  it("names the base rate, cover level, age, area and insurer in that order, then the tax", () => {
    const [quote] = panelQuotes(request("travel", "comprehensive", 72, postcodes.majorCity));
    expect(quote!.breakdown.steps.map((step) => step.factor)).toEqual([
      "cover-level",
      "age",
      "area",
      "insurer",
    ]);
    // Anyone with the reference reads these labels: they never repeat the age or the postcode.
    expect(quote!.breakdown.steps[1]!.label).toBe("Your age");
    expect(quote!.breakdown.steps[2]!.label).toBe("Your postcode area, priced as a major city");
    expect(quote!.breakdown.tax).toMatchObject({ label: "Insurance Premium Tax at 20%", rate: 0.2 });
  });

  it("states each multiplier to the engine's precision: never 0.8929999999999999", () => {
    // Harbourline prices at 0.94 of the market, 0.95 of that in the countryside, times its lean.
    const rating = request("car", "standard", 40, postcodes.rural);
    const harbourline = panelQuotes(rating).find((quote) => quote.providerSlug === "harbourline");
    const multiplier = Math.round(0.94 * 0.95 * insurerLean("harbourline", rating, "rural") * 1e6) / 1e6;
    expect(harbourline?.breakdown.steps.at(-1)).toMatchObject({ factor: "insurer", multiplier });
    for (const type of insuranceTypes) {
      for (const level of coverageLevels) {
        for (const quote of panelQuotes(request(type, level, 72, postcodes.rural))) {
          for (const step of quote.breakdown.steps) {
            expect(Number(step.multiplier.toFixed(6)), `${type} ${level} ${step.label}`).toBe(
              step.multiplier,
            );
            expect(String(step.multiplier).length).toBeLessThanOrEqual(8);
          }
        }
      }
    }
  });

  it("multiplies the market rate by each step's multiplier", () => {
    const rating = request("car", "comprehensive", 19, postcodes.outerLondon);
    for (const quote of panelQuotes(rating)) {
      const { baseRate, steps, tax } = quote.breakdown;
      const net = steps.reduce((price, step) => price * step.multiplier, baseRate);
      expect(net).toBeCloseTo(quote.annualPrice - tax.amount, 0);
      // A factor above 1 adds to the price; one below 1 takes off it.
      for (const step of steps) {
        if (step.multiplier > 1.01) expect(step.amount).toBeGreaterThan(0);
        if (step.multiplier < 0.99) expect(step.amount).toBeLessThan(0);
      }
    }
  });
});

describe("each quote's instalment plan", () => {
  it.each(insuranceTypes)(
    "%s: the monthly price is an instalment of the plan, which costs at least the annual price",
    (type) => {
      for (const quote of panelQuotes(request(type, "standard", 40, postcodes.mixed))) {
        const plan = quote.instalmentPlan;
        expect(quote.monthlyPrice).toBe(plan.instalmentAmount);
        expect(plan.totalPayable).toBeCloseTo(plan.deposit + plan.instalments * plan.instalmentAmount, 6);
        expect(plan.totalPayable).toBeGreaterThanOrEqual(quote.annualPrice);
        expect(plan.creditCharge).toBeCloseTo(plan.totalPayable - quote.annualPrice, 6);
        expect(plan.apr > 0).toBe(plan.creditCharge > 0);
      }
    },
  );

  it("charges nothing for paying life, medical and pet cover monthly", () => {
    for (const type of ["life", "medical", "pet"] as const) {
      for (const quote of panelQuotes(request(type, "standard", 40, postcodes.mixed))) {
        expect(quote.instalmentPlan).toMatchObject({ creditCharge: 0, apr: 0, instalments: 12, deposit: 0 });
      }
    }
  });

  it("agrees with every offer that promises a number of instalments", () => {
    const promises = insurers.flatMap((insurer) =>
      insurer.products.flatMap((product) =>
        product.features.standard.flatMap((feature) => {
          const match = /(\d+) instalments/.exec(feature);
          return match ? [{ slug: insurer.slug, type: product.type, count: Number(match[1]) }] : [];
        }),
      ),
    );
    expect(promises.length).toBeGreaterThan(0);
    for (const { slug, type, count } of promises) {
      const quote = panelQuotes(request(type, "standard", 40, postcodes.mixed)).find(
        (candidate) => candidate.providerSlug === slug,
      );
      expect(quote?.instalmentPlan.instalments, `${slug} ${type}`).toBe(count);
    }
  });
});

describe("each quote's cover", () => {
  it.each(insuranceTypes)("%s: states every catalogue feature, in catalogue order", (type) => {
    const ids = coverCatalogue[type].map((feature) => feature.id);
    for (const coverage of coverageLevels) {
      for (const quote of panelQuotes(request(type, coverage, 40, postcodes.mixed))) {
        expect(quote.cover.map((item) => item.feature)).toEqual(ids);
        for (const item of quote.cover) {
          if (item.limit) expect(item.status).toBe("included");
        }
      }
    }
  });
});

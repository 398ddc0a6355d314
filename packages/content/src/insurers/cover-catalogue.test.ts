import { coverageLevels, insuranceTypes } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { coverAtLevel, coverCatalogue } from "./cover-catalogue";
import { coverFeatures } from "./cover-features";
import { insurers } from "./panel";

const rank = { "not-included": 0, optional: 1, included: 2 } as const;

describe("cover catalogue", () => {
  it.each(insuranceTypes)("lists a handful of %s features with unique ids", (type) => {
    const ids = coverCatalogue[type].map((feature) => feature.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids.length).toBeLessThanOrEqual(7);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(insuranceTypes)("never gives less %s cover at a higher level", (type) => {
    for (const feature of coverCatalogue[type]) {
      const [basic, standard, premium] = coverageLevels.map((level) => rank[feature.levels[level].status]);
      expect(basic, feature.id).toBeLessThanOrEqual(standard as number);
      expect(standard, feature.id).toBeLessThanOrEqual(premium as number);
    }
  });

  it("agrees with the card's feature list on the headline limits", () => {
    // The card says "Tools in transit up to £2,500"; the catalogue must state the same limit.
    expect(coverFeatures.van.standard).toContain("Tools in transit up to £2,500");
    expect(coverAtLevel("van", "standard").find((item) => item.feature === "tools-in-transit")?.limit).toBe(
      "£2,500",
    );
    expect(coverFeatures.travel.comprehensive).toContain("Emergency medical expenses up to £10 million");
    expect(
      coverAtLevel("travel", "comprehensive").find((item) => item.feature === "medical-expenses")?.limit,
    ).toBe("£10 million");
    expect(coverFeatures.home.basic.join()).not.toMatch(/contents/i);
    expect(coverAtLevel("home", "basic").find((item) => item.feature === "contents")?.status).toBe(
      "not-included",
    );
  });

  it("lets an insurer improve on the market but never take cover away", () => {
    const better = coverAtLevel("car", "basic", {
      "legal-expenses": { status: "included", limit: "£100,000" },
    });
    expect(better.find((item) => item.feature === "legal-expenses")).toEqual({
      feature: "legal-expenses",
      name: "Motor legal expenses",
      status: "included",
      limit: "£100,000",
    });
    const worse = coverAtLevel("car", "comprehensive", { "courtesy-car": { status: "optional" } });
    expect(worse.find((item) => item.feature === "courtesy-car")?.status).toBe("included");
  });

  it("refuses an override for a feature the catalogue does not have", () => {
    expect(() => coverAtLevel("car", "basic", { "free-ice-cream": { status: "included" } })).toThrow(
      "Not in the car cover catalogue: free-ice-cream",
    );
  });

  it("states every catalogue feature for every product on the panel, in catalogue order", () => {
    let improved = 0;
    for (const insurer of insurers) {
      for (const product of insurer.products) {
        for (const level of coverageLevels) {
          const cover = product.cover[level];
          expect(cover.map((item) => item.feature)).toEqual(coverCatalogue[product.type].map((f) => f.id));
          const market = coverAtLevel(product.type, level);
          if (JSON.stringify(cover) !== JSON.stringify(market)) improved += 1;
        }
      }
    }
    // Insurers differ: a comparison table would be pointless if every product matched the market.
    expect(improved).toBeGreaterThanOrEqual(40);
  });
});

import { insuranceTypes } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { coverFeatures } from "./cover-features";
import { featuredInsurers, insurers, insurersBySlug, insurersOffering } from "./panel";

describe("insurer panel", () => {
  it("has at least 40 insurers with unique slugs and names", () => {
    expect(insurers.length).toBeGreaterThanOrEqual(40);
    expect(new Set(insurers.map((insurer) => insurer.slug)).size).toBe(insurers.length);
    expect(new Set(insurers.map((insurer) => insurer.name)).size).toBe(insurers.length);
    expect(insurersBySlug.size).toBe(insurers.length);
  });

  it("features exactly the eight insurers on the home page", () => {
    expect(Object.fromEntries(featuredInsurers.map((insurer) => [insurer.slug, insurer.name]))).toEqual({
      harbourline: "Harbourline",
      "oakfield-direct": "Oakfield Direct",
      "northgate-assurance": "Northgate Assurance",
      "kestrel-mutual": "Kestrel Mutual",
      brightwater: "Brightwater",
      lanternhouse: "Lanternhouse",
      copperbeech: "Copperbeech",
      "fenwick-hale": "Fenwick & Hale",
    });
  });

  it.each(insuranceTypes)("has enough insurers offering %s for a real comparison", (type) => {
    expect(insurersOffering(type).length).toBeGreaterThanOrEqual(10);
  });

  it("lists features at every coverage level, the insurer's own extra first", () => {
    for (const insurer of insurers) {
      for (const product of insurer.products) {
        expect(product.features.basic.length).toBeGreaterThanOrEqual(2);
        expect(product.features.comprehensive.length).toBeGreaterThanOrEqual(product.features.basic.length);
        const extras = product.features.basic.length - coverFeatures[product.type].basic.length;
        expect(product.features.comprehensive.slice(0, extras)).toEqual(
          product.features.basic.slice(0, extras),
        );
      }
    }
  });
});

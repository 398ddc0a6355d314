import { coverageLevels, type InsuranceType, insuranceTypes } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { coverCatalogue } from "./cover-catalogue";
import { coverFeatures } from "./cover-features";
import { insurers } from "./panel";

// A sweep of the whole panel for the kinds of mistake a visitor notices: a name that says a word
// twice, an extra that belongs to another kind of cover, a catalogue that differs from its kind's.

/** Words that name one kind of cover; a feature using one belongs only on these kinds. */
const wordsOfKinds: Array<[pattern: RegExp, kinds: InsuranceType[]]> = [
  [/\bwill-writing\b/i, ["life"]],
  [/\b(vet|vets|pets?)\b/i, ["pet", "home"]],
  [/\b(GP|specialist appointment|out-patient|in-patient|cancer)\b/i, ["medical"]],
  [/\btherap/i, ["medical", "pet"]],
  [/\brepairers?\b/i, ["car", "van", "bike", "home"]],
  [/\b(homes|homeowners?|buildings|contents)\b/i, ["home"]],
  [/\b(patrol|roadside|home start)\b/i, ["breakdown"]],
  [/\b(rider|riders|helmet|leathers)\b/i, ["bike", "car"]],
  [/\b(trip|baggage|languages)\b/i, ["travel", "breakdown"]],
  [/\b(tools|goods) in transit\b/i, ["van"]],
  [/\b(term|sum assured|terminal illness)\b/i, ["life"]],
  [/\b(no-claims|windscreen|courtesy car)\b/i, ["car", "van", "bike"]],
];

const products = insurers.flatMap((insurer) => insurer.products.map((product) => ({ insurer, product })));

describe("the panel agrees with itself", () => {
  it.each(products.map(({ insurer, product }) => [product.productName, insurer.name]))(
    "%s says no word twice",
    (productName) => {
      const words = productName.toLowerCase().split(/\s+/);
      expect(new Set(words).size, productName).toBe(words.length);
    },
  );

  it("puts each feature only on the kinds of cover it is about", () => {
    const misplaced = products.flatMap(({ insurer, product }) =>
      coverageLevels.flatMap((level) =>
        product.features[level].flatMap((feature) =>
          wordsOfKinds
            .filter(([pattern, kinds]) => pattern.test(feature) && !kinds.includes(product.type))
            .map(() => `${insurer.name} ${product.type} (${level}): "${feature}"`),
        ),
      ),
    );
    expect(misplaced).toEqual([]);
  });

  it("lists, for every product, its kind's catalogue in catalogue order and nothing else", () => {
    for (const { product } of products) {
      for (const level of coverageLevels) {
        expect(product.cover[level].map((item) => item.feature)).toEqual(
          coverCatalogue[product.type].map((feature) => feature.id),
        );
      }
    }
  });

  it("ends every product's list with its kind's cover at that level", () => {
    for (const { product } of products) {
      for (const level of coverageLevels) {
        expect(product.features[level].slice(-coverFeatures[product.type][level].length)).toEqual(
          coverFeatures[product.type][level],
        );
      }
    }
  });

  it.each(insuranceTypes)("has a sensible compulsory excess for every %s product", (type) => {
    for (const { product } of products.filter(({ product }) => product.type === type)) {
      expect(product.excess).toBeGreaterThanOrEqual(0);
      expect(product.excess).toBeLessThanOrEqual(1_000);
    }
  });
});

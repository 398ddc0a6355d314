import type { Quote } from "@plummet/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeQuotes, encodeQuotes, quoteId } from "../../src/db/quote-codec";

const reference = "PLM-7K2M9QXD";
const pence = fc.integer({ min: 1, max: 10_000_000 }).map((value) => value / 100);

const quotes = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), { maxLength: 30 }).chain((slugs) =>
  fc.tuple(
    ...slugs.map((slug) =>
      fc.record({
        id: fc.constant(quoteId(reference, slug)),
        provider: fc.string(),
        providerSlug: fc.constant(slug),
        productName: fc.string(),
        rating: fc.integer({ min: 0, max: 50 }).map((value) => value / 10),
        monthlyPrice: pence,
        annualPrice: pence,
        excess: fc.integer({ min: 0, max: 5000 }),
        features: fc.array(fc.string(), { maxLength: 6 }),
      }),
    ),
  ),
);

describe("quote codec", () => {
  it("gives back exactly the quotes it was given", () => {
    fc.assert(
      fc.property(quotes, (list: Quote[]) => {
        const stored = JSON.parse(JSON.stringify(encodeQuotes(reference, list)));
        expect(decodeQuotes(reference, stored)).toEqual(list);
      }),
      { numRuns: 300 },
    );
  });

  it("stores the features every quote shares once", () => {
    const shared = ["Comprehensive cover", "Windscreen cover"];
    const list: Quote[] = ["a", "b"].map((slug) => ({
      id: quoteId(reference, slug),
      provider: slug,
      providerSlug: slug,
      productName: `${slug} Car`,
      rating: 4,
      monthlyPrice: 30.01,
      annualPrice: 300.1,
      excess: 100,
      features: [`${slug} perk`, ...shared],
    }));
    const stored = encodeQuotes(reference, list);
    expect(stored.common).toEqual(shared);
    expect(stored.q.map((quote) => quote[7])).toEqual([["a perk"], ["b perk"]]);
    expect(stored.q[0]?.[4]).toBe(30010);
  });

  it("refuses a quote whose id does not follow the set's reference", () => {
    expect(() =>
      encodeQuotes(reference, [
        {
          id: "PLM-00000000-a",
          provider: "A",
          providerSlug: "a",
          productName: "A",
          rating: 4,
          monthlyPrice: 1,
          annualPrice: 1,
          excess: 0,
          features: [],
        },
      ]),
    ).toThrow(/does not follow/);
  });
});

import { insurers } from "@plummet/content/insurers";
import type { Quote } from "@plummet/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeQuoteSet,
  decodeQuotes,
  type EncodedQuoteSet,
  encodeQuoteSet,
  encodeQuotes,
  quoteId,
} from "../../src/db/quote-codec";
import { type OfferFacts, PanelCatalog, type PanelFacts, panelFacts } from "../../src/quotes/panel-facts";
import { coverAssumptions } from "../../src/rating/cover-assumptions";

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

describe("quote sets against a panel snapshot", () => {
  const offer = fc.tuple(
    fc.string(),
    fc.string(),
    fc.integer({ min: 0, max: 50 }).map((value) => value / 10),
    fc.integer({ min: 0, max: 5000 }),
    fc.array(fc.string(), { maxLength: 6 }),
  );
  /** A panel with offers for car/standard, and a quote set made from some of them. */
  const panelAndSet = fc
    .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), { minLength: 1, maxLength: 30 })
    .chain((slugs) =>
      fc.record({
        offers: fc.tuple(...slugs.map((slug) => offer.map((facts): OfferFacts => [slug, ...facts]))),
        assumptions: fc.array(fc.string(), { maxLength: 5 }),
        chosen: fc.shuffledSubarray(
          slugs.map((_, index) => index),
          { minLength: 0 },
        ),
        prices: fc.array(fc.tuple(pence, pence), { minLength: slugs.length, maxLength: slugs.length }),
      }),
    )
    .map(({ offers, assumptions, chosen, prices }) => {
      const facts: PanelFacts = { "car/standard": { assumptions, offers } };
      const quotes: Quote[] = chosen.map((index) => {
        const [providerSlug, provider, productName, rating, excess, features] = offers[index]!;
        const [annualPrice, monthlyPrice] = prices[index]!;
        return {
          id: quoteId(reference, providerSlug),
          provider,
          providerSlug,
          productName,
          rating,
          monthlyPrice,
          annualPrice,
          excess,
          features: [...features],
        };
      });
      const set = {
        reference,
        insuranceType: "car" as const,
        coverageAmount: "standard" as const,
        quotes,
        assumptions: [...assumptions],
      };
      return { facts, set };
    });
  const roundTrip = (stored: EncodedQuoteSet, facts: PanelFacts | undefined) =>
    decodeQuoteSet(
      {
        reference,
        insuranceType: "car",
        coverageAmount: "standard",
        ...(JSON.parse(JSON.stringify({ quotes: stored.quotes, assumptions: stored.assumptions })) as {
          quotes: EncodedQuoteSet["quotes"];
          assumptions: string[] | null;
        }),
      },
      facts,
    );

  it("keeps only offers and prices, and gives back exactly the quotes and assumptions", () => {
    fc.assert(
      fc.property(panelAndSet, ({ facts, set }) => {
        const stored = encodeQuoteSet(set, { id: 7, catalog: new PanelCatalog(facts) });
        expect(stored.panelSnapshotId).toBe(7);
        expect(stored.assumptions).toBeNull();
        expect(stored.quotes).toEqual({ v: 2, q: expect.any(Array) });
        expect(roundTrip(stored, facts)).toEqual({ quotes: set.quotes, assumptions: set.assumptions });
      }),
      { numRuns: 200 },
    );
  });

  it("stores a quote set self-contained when a quote or the assumptions differ from the panel", () => {
    fc.assert(
      fc.property(panelAndSet, fc.nat(), ({ facts, set }, pick) => {
        fc.pre(set.quotes.length > 0);
        const changed = structuredClone(set);
        const quote = changed.quotes[pick % changed.quotes.length]!;
        quote.productName = `${quote.productName} (renamed)`;
        changed.assumptions.push("Another assumption");
        const stored = encodeQuoteSet(changed, { id: 7, catalog: new PanelCatalog(facts) });
        expect(stored.panelSnapshotId).toBeNull();
        expect(roundTrip(stored, undefined)).toEqual({
          quotes: changed.quotes,
          assumptions: changed.assumptions,
        });
      }),
      { numRuns: 100 },
    );
  });

  it("reopens a set exactly as answered after the panel changes", () => {
    const before: PanelFacts = {
      "car/standard": {
        assumptions: ["Comprehensive cover"],
        offers: [["a", "A", "A Car", 4, 100, ["Courtesy car"]]],
      },
    };
    const after: PanelFacts = {
      "car/standard": {
        assumptions: ["Comprehensive cover with windscreen cover"],
        offers: [["a", "A", "A Car Plus", 4.5, 150, ["Courtesy car", "Key cover"]]],
      },
    };
    const set = {
      reference,
      insuranceType: "car" as const,
      coverageAmount: "standard" as const,
      quotes: [
        {
          id: quoteId(reference, "a"),
          provider: "A",
          providerSlug: "a",
          productName: "A Car",
          rating: 4,
          monthlyPrice: 25.9,
          annualPrice: 300.01,
          excess: 100,
          features: ["Courtesy car"],
        },
      ],
      assumptions: ["Comprehensive cover"],
    };
    const stored = encodeQuoteSet(set, { id: 1, catalog: new PanelCatalog(before) });
    // Its own snapshot (by id), not the panel of the day, gives the facts back.
    expect(roundTrip(stored, before)).toEqual({ quotes: set.quotes, assumptions: set.assumptions });
    // Against the changed panel, the same quotes no longer match: they would be kept in full.
    expect(encodeQuoteSet(set, { id: 2, catalog: new PanelCatalog(after) }).panelSnapshotId).toBeNull();
    expect(new PanelCatalog(before).hash).not.toBe(new PanelCatalog(after).hash);
  });

  it("keeps prices that are not whole pence exactly", () => {
    const quote = {
      id: quoteId(reference, "a"),
      provider: "A",
      providerSlug: "a",
      productName: "A Car",
      rating: 4,
      monthlyPrice: 25.905,
      annualPrice: 300.01,
      excess: 100,
      features: [],
    };
    const set = {
      reference,
      insuranceType: "car" as const,
      coverageAmount: "standard" as const,
      quotes: [quote],
      assumptions: [],
    };
    const stored = encodeQuoteSet(set, undefined);
    expect(roundTrip(stored, undefined).quotes).toEqual([quote]);
  });

  it("refuses to decode a set whose panel snapshot is missing", () => {
    expect(() =>
      decodeQuoteSet(
        {
          reference,
          insuranceType: "car",
          coverageAmount: "standard",
          quotes: { v: 2, q: [] },
          assumptions: null,
        },
        undefined,
      ),
    ).toThrow(/missing/);
  });
});

describe("the built-in panel's facts", () => {
  it("state every product at every level, with the cover assumptions", () => {
    const facts = panelFacts(insurers);
    expect(Object.keys(facts)).toHaveLength(27);
    expect(facts["life/standard"]?.assumptions).toEqual(coverAssumptions("life", "standard"));
    expect(facts["car/standard"]?.offers.length).toBeGreaterThan(20);
  });
});

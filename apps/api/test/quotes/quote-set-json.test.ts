import { insurers } from "@plummet/content/insurers";
import { coverageLevels, insuranceTypes, type Quote, type QuoteSetResponse } from "@plummet/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PanelCatalog, panelFacts, panelFactsKey } from "../../src/quotes/panel-facts";
import { quoteSetSerializer } from "../../src/quotes/quote-set-json";
import { createTestApp, validQuoteBody } from "../helper";

const catalog = new PanelCatalog(panelFacts(insurers));
const serialize = quoteSetSerializer(catalog);

/** The answer with its keys in the service's order, as JSON.stringify writes it. */
function reference(set: QuoteSetResponse): string {
  return JSON.stringify({
    reference: set.reference,
    insuranceType: set.insuranceType,
    coverageAmount: set.coverageAmount,
    quotes: set.quotes.map((quote) => ({
      id: quote.id,
      provider: quote.provider,
      providerSlug: quote.providerSlug,
      productName: quote.productName,
      rating: quote.rating,
      annualPrice: quote.annualPrice,
      monthlyPrice: quote.monthlyPrice,
      excess: quote.excess,
      features: quote.features,
    })),
    providersSearched: set.providersSearched,
    providers: set.providers,
    assumptions: set.assumptions,
    createdAt: set.createdAt,
    expiresAt: set.expiresAt,
  });
}

const price = fc.integer({ min: 1, max: 10_000_000 }).map((pence) => pence / 100);

/** Quote sets made from the panel's offers, some quotes changed in any field, odd text included. */
const quoteSets = fc
  .record({
    type: fc.constantFrom(...insuranceTypes),
    level: fc.constantFrom(...coverageLevels),
    code: fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/),
    picks: fc.array(fc.record({ offer: fc.nat(), annual: price, monthly: price, change: fc.nat(12) }), {
      maxLength: 30,
    }),
    oddText: fc.string({ unit: "binary" }),
    ownAssumptions: fc.option(fc.array(fc.string({ unit: "binary" }), { maxLength: 4 })),
    createdAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  })
  .map(({ type, level, code, picks, oddText, ownAssumptions, createdAt }): QuoteSetResponse => {
    const reference = `PLM-${code}`;
    const entry = catalog.facts[panelFactsKey(type, level)]!;
    const quotes = picks.map(({ offer, annual, monthly, change }): Quote => {
      const [providerSlug, provider, productName, rating, excess, features] =
        entry.offers[offer % entry.offers.length]!;
      const quote = {
        id: `${reference}-${providerSlug}`,
        provider,
        providerSlug,
        productName,
        rating,
        annualPrice: annual,
        monthlyPrice: monthly,
        excess,
        features,
      };
      if (change === 0) quote.provider = oddText;
      if (change === 1) quote.productName = `${productName}"\n`;
      if (change === 2) quote.features = [...features, oddText];
      if (change === 3) quote.rating = rating / 2;
      if (change === 4) quote.id = `${quote.id}x`;
      return quote;
    });
    return {
      reference,
      insuranceType: type,
      coverageAmount: level,
      quotes,
      providersSearched: 48,
      providers: { quoted: quotes.length, declined: 48 - quotes.length, unavailable: 0 },
      assumptions: ownAssumptions ?? [...entry.assumptions],
      createdAt,
      expiresAt: createdAt,
    };
  });

describe("the quote set serializer", () => {
  it("writes exactly what JSON.stringify writes, whether quotes are the panel's offers or not", () => {
    fc.assert(
      fc.property(quoteSets, (set) => {
        const text = serialize(set);
        expect(text).toBe(reference(set));
        expect(JSON.parse(text)).toEqual(set);
      }),
      { numRuns: 500 },
    );
  });

  it("answers POST /api/quotes and GET /api/quotes/:reference with the same JSON", async () => {
    const app = await createTestApp();
    try {
      const created = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
      expect(created.statusCode).toBe(201);
      const set = created.json<QuoteSetResponse>();
      expect(created.body).toBe(reference(set));
      expect(set.quotes.length).toBeGreaterThan(10);
      const reopened = await app.inject({ method: "GET", url: `/api/quotes/${set.reference}` });
      expect(reopened.body).toBe(created.body);
      const missing = await app.inject({ method: "GET", url: "/api/quotes/PLM-00000000" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
    } finally {
      await app.close();
    }
  });
});

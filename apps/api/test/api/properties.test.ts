import { Quote, QuoteRequest, QuoteSetResponse } from "@plummet/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validQuoteBody as validBodies } from "../arbitraries";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";
import { panelQuotes } from "../rating/support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const pricesOf = (quotes: Array<{ providerSlug: string; annualPrice: number; monthlyPrice: number }>) =>
  quotes.map((quote) => [quote.providerSlug, quote.annualPrice, quote.monthlyPrice]);

describe("the rating engine, for any valid request", () => {
  it("gives well-formed quotes with positive prices in pence, cheapest first, the same every time", () => {
    fc.assert(
      fc.property(validBodies, (body) => {
        const request = QuoteRequest.parse(body);
        const quotes = panelQuotes(request);
        for (const quote of quotes) {
          expect(quote.annualPrice).toBeGreaterThan(0);
          expect(quote.monthlyPrice).toBeGreaterThan(0);
          expect(Number.isInteger(Math.round(quote.annualPrice * 100))).toBe(true);
          expect(Math.abs(quote.annualPrice * 100 - Math.round(quote.annualPrice * 100))).toBeLessThan(1e-6);
          expect(quote.monthlyPrice * 12).toBeGreaterThanOrEqual(quote.annualPrice - 0.06);
        }
        const annual = quotes.map((quote) => quote.annualPrice);
        expect(annual).toEqual([...annual].sort((a, b) => a - b));
        expect(pricesOf(panelQuotes(request))).toEqual(pricesOf(quotes));
      }),
      { numRuns: 500 },
    );
  });
});

describe("POST /api/quotes, for any valid request", () => {
  it("answers 201 with well-formed quotes, positive and sorted, and the same prices for the same request", async () => {
    await fc.assert(
      fc.asyncProperty(validBodies, async (body) => {
        const first = await app.inject({ method: "POST", url: "/api/quotes", payload: body });
        expect(first.statusCode).toBe(201);
        const answer = QuoteSetResponse.parse(first.json());
        for (const quote of answer.quotes) {
          expect(Quote.safeParse(quote).success).toBe(true);
          expect(quote.annualPrice).toBeGreaterThan(0);
          expect(quote.monthlyPrice).toBeGreaterThan(0);
          expect(quote.id.startsWith(answer.reference)).toBe(true);
        }
        const annual = answer.quotes.map((quote) => quote.annualPrice);
        expect(annual).toEqual([...annual].sort((a, b) => a - b));
        expect(answer.providers.quoted).toBe(answer.quotes.length);

        const again = QuoteSetResponse.parse(
          (await app.inject({ method: "POST", url: "/api/quotes", payload: body })).json(),
        );
        expect(again.reference).not.toBe(answer.reference);
        expect(pricesOf(again.quotes)).toEqual(pricesOf(answer.quotes));
      }),
      { numRuns: 40 },
    );
  });
});

/** Bodies the quote schema rejects: anything at all, or a valid body with one field spoilt. */
const invalidBodies = fc
  .oneof(
    fc.anything(),
    fc.dictionary(fc.string(), fc.anything()),
    fc
      .tuple(
        fc.constantFrom("insuranceType", "coverageAmount", "age", "postcode", "email"),
        fc.oneof(fc.anything(), fc.string(), fc.integer()),
      )
      .map(([field, value]) => ({ ...validQuoteBody, [field]: value })),
  )
  .filter((body) => !QuoteRequest.safeParse(body).success);

describe("POST /api/quotes, for any invalid body", () => {
  it("answers 4xx in the error shape, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(invalidBodies, async (body) => {
        const res = await app.inject({
          method: "POST",
          url: "/api/quotes",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(body) ?? "",
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ statusCode: res.statusCode, error: expect.any(String) });
      }),
      { numRuns: 200 },
    );
  });

  it("answers 4xx, never 5xx, for any raw text sent as JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const res = await app.inject({
          method: "POST",
          url: "/api/quotes",
          headers: { "content-type": "application/json" },
          payload: text,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});

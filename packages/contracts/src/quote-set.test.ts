import { describe, expect, it } from "vitest";
import { noDeclines, QuoteReference, QuoteSetResponse, SelectQuoteRequest } from "./quote-set";

describe("QuoteReference", () => {
  it.each(["PLM-7K2M9QXD", "PLM-00000000"])("accepts %j", (reference) => {
    expect(QuoteReference.safeParse(reference).success).toBe(true);
  });

  it.each(["plm-7k2m9qxd", "PLM-7K2M9QX", "PLM-7K2M9QXI", "7K2M9QXD", ""])("rejects %j", (reference) => {
    expect(QuoteReference.safeParse(reference).success).toBe(false);
  });
});

describe("SelectQuoteRequest", () => {
  it("needs a quote id", () => {
    expect(SelectQuoteRequest.safeParse({ quoteId: "  " }).error?.issues[0]?.message).toBe(
      "Please choose a quote",
    );
    expect(SelectQuoteRequest.parse({ quoteId: " PLM-7K2M9QXD-harbourline " })).toEqual({
      quoteId: "PLM-7K2M9QXD-harbourline",
    });
  });
});

describe("QuoteSetResponse", () => {
  it("extends the quote response with the panel's outcome", () => {
    const parsed = QuoteSetResponse.parse({
      reference: "PLM-7K2M9QXD",
      insuranceType: "car",
      coverageAmount: "basic",
      quotes: [],
      providersSearched: 48,
      assumptions: ["Third party, fire and theft"],
      expiresAt: "2026-01-31T12:00:00.000Z",
      createdAt: "2026-01-01T12:00:00.000Z",
      providers: {
        quoted: 0,
        declined: 48,
        declinedFor: { ...noDeclines(), productNotOffered: 23, areaExcluded: 25 },
        unavailable: 0,
      },
      details: [],
    });
    expect(parsed.providers.declinedFor.areaExcluded).toBe(25);
  });
});

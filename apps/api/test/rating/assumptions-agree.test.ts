import { coverageLevels, detailQuestions, insuranceTypes } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { coverAssumptions } from "../../src/rating/cover-assumptions";
import { marketPricing } from "../../src/rating/engine";
import { panelQuotes, postcodes, request } from "./support";

// What a set says it assumes never contradicts a quote in it: where a product asks for the
// excess, every quote carries the excess the assumptions state.
describe("a quote set's assumptions and its quotes", () => {
  it.each(insuranceTypes.flatMap((type) => coverageLevels.map((level) => [type, level] as const)))(
    "agree on the excess for %s at %s",
    (type, level) => {
      const asked = request(type, level, 40, postcodes.urban);
      const quotes = panelQuotes(asked);
      expect(quotes.length).toBeGreaterThan(0);
      const stated = coverAssumptions(type, level).find((line) => line.startsWith("Excess:"));
      if (!("excess" in detailQuestions[type])) {
        expect(stated).toBeUndefined();
        expect(marketPricing(asked).excess).toBeUndefined();
        return;
      }
      const excess = marketPricing(asked).excess;
      expect(stated).toBe(`Excess: ${excess === 0 ? "None" : `£${excess}`} (assumed)`);
      for (const quote of quotes) expect(quote.excess, quote.provider).toBe(excess);
    },
  );

  it("prices every quote with the excess the visitor chose", () => {
    const asked = { ...request("medical", "standard", 40, postcodes.urban), details: { excess: "250" } };
    const quotes = panelQuotes(asked as never);
    expect(quotes.every((quote) => quote.excess === 250)).toBe(true);
    expect(coverAssumptions("medical", "standard", { excess: "250" })).toContain(
      "Excess: £250 (your answer)",
    );
  });
});

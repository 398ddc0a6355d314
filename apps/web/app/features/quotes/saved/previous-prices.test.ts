import { describe, expect, it } from "vitest";
import { changeInWords, changeShort, cheapestLine, priceChanges } from "./previous-prices";

const previous = {
  reference: "PLM-7K2M9QXD",
  createdAt: "2026-10-01T09:00:00.000Z",
  cheapestAnnualPrice: 300,
  insurers: [
    { providerSlug: "a", provider: "Alder", annualPrice: 300 },
    { providerSlug: "b", provider: "Birch", annualPrice: 350 },
    { providerSlug: "c", provider: "Cedar", annualPrice: 400 },
  ],
};

describe("priceChanges", () => {
  it("compares the cheapest then and now, and each insurer that quoted both times", () => {
    const changes = priceChanges(previous, [
      { providerSlug: "b", provider: "Birch", annualPrice: 320 },
      { providerSlug: "a", provider: "Alder", annualPrice: 310 },
      { providerSlug: "d", provider: "Dogwood", annualPrice: 290 },
    ]);
    expect(changes.cheapestThen).toBe(300);
    expect(changes.cheapestNow).toBe(290);
    expect(changes.insurers).toEqual([
      { providerSlug: "b", provider: "Birch", before: 350, now: 320 },
      { providerSlug: "a", provider: "Alder", before: 300, now: 310 },
    ]);
    expect(changes.onlyThen).toBe(1);
    expect(changes.onlyNow).toBe(1);
  });

  it("says when nobody quotes now", () => {
    const changes = priceChanges(previous, []);
    expect(changes.cheapestNow).toBeNull();
    expect(cheapestLine(changes)).toBe("No insurer quotes for these answers now.");
  });
});

describe("cheapestLine and changeInWords", () => {
  it("say the direction in words", () => {
    expect(cheapestLine({ cheapestThen: 300, cheapestNow: 257.9 })).toBe(
      "Cheapest down £42.10: £300.00 then, £257.90 now (a year).",
    );
    expect(cheapestLine({ cheapestThen: 300, cheapestNow: 300 })).toBe(
      "Cheapest price unchanged at £300.00 a year.",
    );
    expect(cheapestLine({ cheapestThen: null, cheapestNow: 120 })).toBe(
      "Cheapest now £120.00 a year; no insurer quoted last time.",
    );
    expect(changeInWords(100, 108)).toBe("up £8.00");
    expect(changeInWords(100, 100)).toBe("no change");
    expect(changeShort(100, 91.5)).toBe("−£8.50");
    expect(changeShort(100, 100)).toBe("same");
  });
});

import { describe, expect, it } from "vitest";
import { costOfPayingMonthly, formatGbp, monthlyLabel, sortQuotes } from "./quote-pricing";

describe("monthlyLabel", () => {
  it("shows pounds and pence per month", () => {
    expect(monthlyLabel({ monthlyPrice: 27.5 })).toBe("£27.50/mo");
    expect(monthlyLabel({ monthlyPrice: 30 })).toBe("£30.00/mo");
  });
});

describe("formatGbp", () => {
  it("formats pounds in en-GB", () => {
    expect(formatGbp(1234.5)).toBe("£1,234.50");
    expect(formatGbp(250, { whole: true })).toBe("£250");
    expect(formatGbp(250.4, { whole: true })).toBe("£250.40");
  });
});

describe("costOfPayingMonthly", () => {
  it("is twelve instalments less the annual price, to the penny", () => {
    expect(costOfPayingMonthly({ monthlyPrice: 27.49, annualPrice: 299.99 })).toBe(29.89);
    // 0.1 + 0.2 style float errors must not leak into the figure.
    expect(costOfPayingMonthly({ monthlyPrice: 10.1, annualPrice: 121 })).toBe(0.2);
  });

  it("is zero when instalments cost nothing extra (or less)", () => {
    expect(costOfPayingMonthly({ monthlyPrice: 25, annualPrice: 300 })).toBe(0);
    expect(costOfPayingMonthly({ monthlyPrice: 24, annualPrice: 300 })).toBe(0);
  });

  it("is zero when the difference is only the instalments' rounding to the penny", () => {
    // £530.48 a year in twelve instalments of £44.21 comes to £530.52.
    expect(costOfPayingMonthly({ monthlyPrice: 44.21, annualPrice: 530.48 })).toBe(0);
    expect(costOfPayingMonthly({ monthlyPrice: 44.22, annualPrice: 530.48 })).toBe(0.16);
  });
});

describe("sortQuotes", () => {
  const quotes = [
    { id: "a", annualPrice: 400, monthlyPrice: 36, rating: 4.5 },
    { id: "b", annualPrice: 300, monthlyPrice: 27, rating: 3.5 },
    { id: "c", annualPrice: 300, monthlyPrice: 26, rating: 4.5 },
    { id: "d", annualPrice: 500, monthlyPrice: 45, rating: 4.8 },
  ];

  it("orders by price when monthly and annual prices agree", () => {
    expect(sortQuotes(quotes, "price").map((q) => q.id)).toEqual(["c", "b", "a", "d"]);
  });

  it("orders by the monthly headline a card shows, even where annual prices order otherwise", () => {
    // Issue 16: £54.65/month must not sit above £54.44/month under "Price, cheapest first".
    const headline = [
      { id: "dearer-monthly", annualPrice: 546.52, monthlyPrice: 54.65, rating: 3 },
      { id: "cheaper-monthly", annualPrice: 560.0, monthlyPrice: 54.44, rating: 3 },
    ];
    expect(sortQuotes(headline, "price").map((q) => q.id)).toEqual(["cheaper-monthly", "dearer-monthly"]);
  });

  it("orders by rating, cheapest first among equals", () => {
    expect(sortQuotes(quotes, "rating").map((q) => q.id)).toEqual(["d", "c", "a", "b"]);
  });

  it("leaves the input untouched", () => {
    const copy = [...quotes];
    sortQuotes(quotes, "rating");
    expect(quotes).toEqual(copy);
  });
});

import { describe, expect, it } from "vitest";
import {
  annualLabel,
  cardPrices,
  formatGbp,
  foundLine,
  instalmentsLabel,
  monthlyLabel,
  percentChange,
  signedGbp,
} from "./quote-pricing";

describe("monthlyLabel and annualLabel", () => {
  it("show pounds and pence per month or per year", () => {
    expect(monthlyLabel({ monthlyPrice: 27.5 })).toBe("£27.50/mo");
    expect(monthlyLabel({ monthlyPrice: 30 })).toBe("£30.00/mo");
    expect(annualLabel({ annualPrice: 612.3 })).toBe("£612.30/yr");
  });
});

describe("cardPrices", () => {
  const quote = {
    annualPrice: 530.52,
    instalmentPlan: {
      deposit: 0,
      instalments: 12,
      instalmentAmount: 44.21,
      totalPayable: 530.52,
      creditCharge: 0,
      apr: 0,
    },
  };
  const withDeposit = {
    annualPrice: 1530.52,
    instalmentPlan: {
      deposit: 81.98,
      instalments: 10,
      instalmentAmount: 55.75,
      totalPayable: 639.48,
      creditCharge: 9,
      apr: 20.1,
    },
  };
  it("shows both bases, the chosen one large", () => {
    expect(cardPrices(quote, "annual")).toEqual({ headline: "£530.52/yr", otherWay: "or £44.21/mo" });
    expect(cardPrices(quote, "monthly")).toEqual({
      headline: "£44.21/mo",
      otherWay: "or £530.52/yr",
    });
  });
  it("never shows a monthly figure without its deposit, and writes thousands with a separator", () => {
    expect(cardPrices(withDeposit, "annual")).toEqual({
      headline: "£1,530.52/yr",
      otherWay: "or £81.98 today, then £55.75/mo",
    });
    expect(cardPrices(withDeposit, "monthly").headline).toBe("£81.98 today, then £55.75/mo");
  });
});

describe("formatGbp", () => {
  it("formats pounds in en-GB", () => {
    expect(formatGbp(1234.5)).toBe("£1,234.50");
    expect(formatGbp(250, { whole: true })).toBe("£250");
    expect(formatGbp(250.4, { whole: true })).toBe("£250.40");
  });
});

describe("instalmentsLabel", () => {
  const plan = {
    instalments: 12,
    instalmentAmount: 54.65,
    deposit: 0,
    totalPayable: 655.8,
    creditCharge: 43.5,
    apr: 14.2,
  };
  it("states the instalments, and the deposit first where there is one", () => {
    expect(instalmentsLabel(plan)).toBe("12 × £54.65");
    expect(instalmentsLabel({ ...plan, deposit: 90, instalments: 10, instalmentAmount: 61.2 })).toBe(
      "£90.00, then 10 × £61.20",
    );
  });
});

describe("percentChange and signedGbp", () => {
  it("read a factor as a change in price", () => {
    expect(percentChange(1.35)).toBe("+35%");
    expect(percentChange(0.9)).toBe("−10%");
    expect(percentChange(1.002)).toBe("no change");
    expect(signedGbp(12.3)).toBe("+£12.30");
    expect(signedGbp(-4)).toBe("−£4.00");
  });
});

describe("foundLine", () => {
  it("says how many quotes were found and the cheapest annual price", () => {
    expect(foundLine([{ annualPrice: 1530.52 }, { annualPrice: 530.52 }])).toBe(
      "2 quotes from our panel, from £530.52 a year.",
    );
    expect(foundLine([{ annualPrice: 250 }])).toBe("1 quote from our panel, from £250.00 a year.");
  });
});

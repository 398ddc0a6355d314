import { describe, expect, it } from "vitest";
import { formatMoney, monthlyPayments, perMonth, perYear } from "./money";

describe("formatMoney", () => {
  it.each([
    [530.52, "£530.52"],
    [1234.5, "£1,234.50"],
    [44.2, "£44.20"],
    [1_250_000, "£1,250,000.00"],
    [0.1 + 0.2, "£0.30"],
    [0, "£0.00"],
  ])("writes %s as %s", (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it("drops the pence of a whole amount only where asked", () => {
    expect(formatMoney(250, { whole: true })).toBe("£250");
    expect(formatMoney(1000, { whole: true })).toBe("£1,000");
    expect(formatMoney(250.5, { whole: true })).toBe("£250.50");
  });

  it("writes a price per month and per year, and a plan with its deposit", () => {
    expect(perYear(1530.52)).toBe("£1,530.52/yr");
    expect(perMonth(44.21)).toBe("£44.21/mo");
    expect(monthlyPayments({ deposit: 81.98, instalmentAmount: 55.75 })).toBe("£81.98 today, then £55.75/mo");
    expect(monthlyPayments({ deposit: 0, instalmentAmount: 44.21 })).toBe("£44.21/mo");
  });
});

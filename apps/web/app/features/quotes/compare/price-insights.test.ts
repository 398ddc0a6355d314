import { describe, expect, it } from "vitest";
import { priceDrivers, priceSpread } from "./price-insights";

const step = (factor: "cover-level" | "age" | "area" | "insurer", label: string, multiplier: number) => ({
  factor,
  label,
  multiplier,
  amount: 0,
});

describe("priceDrivers", () => {
  it("ranks the visitor's answers by how far they moved prices, either way, leaving out the insurer", () => {
    const breakdown = {
      baseRate: 400,
      steps: [
        step("cover-level", "Standard cover", 1),
        step("age", "Age 19", 2.1),
        step("area", "Outer London", 0.4),
        step("insurer", "Harbourline", 1.5),
      ],
      tax: { label: "IPT", rate: 0.12, amount: 10 },
    };
    expect(priceDrivers([{ breakdown }]).map((driver) => driver.label)).toEqual(["Outer London", "Age 19"]);
    expect(priceDrivers([])).toEqual([]);
  });
});

describe("priceSpread", () => {
  it("gives the lowest, median and highest price", () => {
    expect(priceSpread([300, 100, 200])).toEqual({ count: 3, lowest: 100, median: 200, highest: 300 });
    expect(priceSpread([100, 200, 300, 401])).toEqual({ count: 4, lowest: 100, median: 250, highest: 401 });
    expect(priceSpread([])).toBeUndefined();
  });
});

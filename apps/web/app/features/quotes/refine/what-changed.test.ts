import { describe, expect, it } from "vitest";
import { asRefinedFrom } from "./refined-from";
import { whatChanged } from "./what-changed";

const set = (cheapest: number | null, quoted: number) => ({ reference: "PLM-00000000", cheapest, quoted });

describe("whatChanged", () => {
  it("says the cheapest price went down and more insurers quote", () => {
    expect(whatChanged(set(412.3, 9), set(301.1, 12))).toBe(
      "Cheapest price down from £412.30 to £301.10; 3 more insurers quote.",
    );
  });

  it("says the cheapest price went up and fewer insurers quote", () => {
    expect(whatChanged(set(45, 17), set(78.5, 16))).toBe(
      "Cheapest price up from £45.00 to £78.50; 1 fewer insurer quotes.",
    );
  });

  it("says when nothing moved, and when no one quotes", () => {
    expect(whatChanged(set(200, 5), set(200, 5))).toBe(
      "Cheapest price unchanged at £200.00; the same 5 insurers quote.",
    );
    expect(whatChanged(set(200, 5), set(null, 0))).toBe(
      "No insurer quotes for these answers; 5 fewer insurers quote.",
    );
  });
});

describe("asRefinedFrom", () => {
  it("accepts only what this feature wrote", () => {
    expect(asRefinedFrom(set(1, 1))).toEqual(set(1, 1));
    expect(asRefinedFrom(null)).toBeUndefined();
    expect(asRefinedFrom({ reference: 1 })).toBeUndefined();
  });
});

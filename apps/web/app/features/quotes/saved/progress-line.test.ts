import { describe, expect, it } from "vitest";
import { progressLine } from "./progress-line";

describe("the progress line", () => {
  it("says the insurers are being asked, then how many have answered, then that every one has", () => {
    expect(progressLine(undefined, undefined)).toBe("Asking the insurers on our panel…");
    expect(progressLine({ answered: 31, asked: 58 }, undefined)).toBe("31 of 58 insurers have answered");
    expect(progressLine({ answered: 58, asked: 58 }, { quotes: new Array(31) })).toBe(
      "Every insurer has answered: 31 quotes, saved for you.",
    );
    expect(progressLine({ answered: 3, asked: 3 }, { quotes: [1] })).toBe(
      "Every insurer has answered: 1 quote, saved for you.",
    );
  });
});

import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { insurerLogos } from "./home";
import { insurerLogoPath, insurerMarks } from "./insurer-marks";
import { insurersBySlug } from "./insurers";

describe("insurer marks", () => {
  it("are the panel insurers whose logo files exist, the home page's strip among them", () => {
    for (const { slug } of insurerMarks) {
      expect(insurersBySlug.has(slug), slug).toBe(true);
      expect(existsSync(new URL(`../assets/${insurerLogoPath(slug)}`, import.meta.url)), slug).toBe(true);
    }
    expect(insurerLogos.map((logo) => logo.slug)).toEqual(insurerMarks.map((mark) => mark.slug));
    expect(insurerLogoPath("not-on-the-panel")).toBeUndefined();
  });
});

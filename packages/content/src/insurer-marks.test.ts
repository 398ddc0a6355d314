import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { insurerLogos } from "./home";
import { insurerLogoPath, insurerMarkSlugs } from "./insurer-marks";
import { insurersBySlug } from "./insurers";

describe("insurer marks", () => {
  it("are the panel insurers whose logo files exist, the home page's strip among them", () => {
    for (const slug of insurerMarkSlugs) {
      expect(insurersBySlug.has(slug), slug).toBe(true);
      expect(existsSync(new URL(`../assets/${insurerLogoPath(slug)}`, import.meta.url)), slug).toBe(true);
    }
    expect(insurerLogos.map((logo) => logo.slug)).toEqual([...insurerMarkSlugs]);
    expect(insurerLogos.map((logo) => logo.name)).toContain("Fenwick & Hale");
    expect(insurerLogoPath("not-on-the-panel")).toBeUndefined();
  });
});

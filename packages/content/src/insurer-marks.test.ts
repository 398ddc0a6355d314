import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { insurerLogos } from "./home";
import { insurerLogoPath, insurerMarkSlugs, insurerStripSlugs } from "./insurer-marks";
import { insurers, insurersBySlug } from "./insurers";

describe("insurer marks", () => {
  it("are every panel insurer's, each file there (scripts/insurer-marks.ts draws a new insurer's)", () => {
    for (const slug of insurerMarkSlugs) {
      expect(insurersBySlug.has(slug), slug).toBe(true);
      expect(existsSync(new URL(`../assets/${insurerLogoPath(slug)}`, import.meta.url)), slug).toBe(true);
    }
    expect(insurerMarkSlugs).toEqual(insurers.map((insurer) => insurer.slug));
    expect(insurerLogos.map((logo) => logo.slug)).toEqual([...insurerStripSlugs]);
    for (const slug of insurerStripSlugs) expect(insurerMarkSlugs).toContain(slug);
    expect(insurerLogos.map((logo) => logo.name)).toContain("Fenwick & Hale");
    expect(insurerLogoPath("not-on-the-panel")).toBeUndefined();
  });
});

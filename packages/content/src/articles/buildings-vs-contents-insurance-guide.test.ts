import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { specRoutes } from "../testing/spec";
import { articleText, wordCount } from "./article-text";
import { article } from "./buildings-vs-contents-insurance-guide";

/**
 * SPEC gives no editorial figures for home insurance, so these are the facts this guide exists to
 * explain; losing one in an edit would leave a reader without it.
 */
const keyFacts = [
  "rebuild cost",
  "Building Cost Information Service (BCIS)",
  "single-item limit",
  "new for old",
  "average",
  "exchange of contracts",
  "the landlord insures the building",
  "Flood Re",
  "Insurance Premium Tax at 12%",
];

const text = articleText(article);
const headingIds = article.blocks.flatMap((block) => (block.type === "heading" ? [block.id] : []));

describe("buildings vs contents insurance guide", () => {
  it("parses, with the slug, category, read time, dates and closing button agreed for it", () => {
    expect(Article.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      id: "buildings-vs-contents-insurance-guide",
      slug: "buildings-vs-contents-insurance-guide",
      category: "Home Insurance",
      readTime: 7,
      datePublished: "2025-08-11",
      dateModified: "2026-11-01",
      featured: false,
      image: { path: "guides/buildings-vs-contents-insurance-guide.svg" },
      closingCta: { label: "Compare Home Insurance", href: "/home-insurance" },
    });
  });

  it("runs to 200-230 words for each minute of read time", () => {
    const words = wordCount(text);
    expect(words).toBeGreaterThanOrEqual(article.readTime * 200);
    expect(words).toBeLessThanOrEqual(article.readTime * 230);
  });

  it.each(keyFacts)("explains %s", (fact) => {
    expect(text).toContain(fact);
  });

  it("works the underinsurance example through correctly", () => {
    // £30,000 cover on £50,000 of contents is 60%, so a £10,000 claim pays £6,000.
    expect(text).toContain("£50,000");
    expect(text).toContain("£30,000, which is 60%");
    expect(text).toContain("£10,000 theft, the insurer could pay just £6,000");
  });

  it("has unique heading ids", () => {
    expect(new Set(headingIds).size).toBe(headingIds.length);
  });

  it("fills every table row to the width of its columns", () => {
    for (const block of article.blocks) {
      if (block.type !== "table") continue;
      for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
    }
  });

  it("links only to routes that exist", () => {
    expect(specRoutes).toContain(article.closingCta.href);
  });

  it("has a small hero SVG with alt text and no text inside the drawing", () => {
    const svg = readFileSync(new URL(`../../assets/${article.image.path}`, import.meta.url), "utf8");
    expect(article.image.alt.length).toBeGreaterThan(20);
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1200 600"/);
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    expect(svg).not.toMatch(/<text|<image/);
  });
});

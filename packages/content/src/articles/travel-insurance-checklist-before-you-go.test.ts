import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { specRoutes } from "../testing/spec";
import { articleText, wordCount } from "./article-text";
import { article } from "./travel-insurance-checklist-before-you-go";

/** SPEC "Editorial figures", Travel, written as SPEC writes them. */
const figures = [
  "at least 2 weeks before departure",
  "24-48 hours before",
  "£2-10 million",
  "£10 million+",
  "USA/Canada",
  "£1,500+",
  "65, 70, 75 and 80",
];

const text = articleText(article);
const headingIds = article.blocks.flatMap((block) => (block.type === "heading" ? [block.id] : []));

describe("travel insurance checklist guide", () => {
  it("parses, with the slug, category, read time, dates and closing button agreed for it", () => {
    expect(Article.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      id: "travel-insurance-checklist-before-you-go",
      slug: "travel-insurance-checklist-before-you-go",
      category: "Travel Insurance",
      readTime: 5,
      datePublished: "2025-08-10",
      dateModified: "2026-11-01",
      featured: false,
      image: { path: "guides/travel-insurance-checklist-before-you-go.svg" },
      closingCta: { label: "Compare Travel Insurance", href: "/travel-insurance" },
    });
  });

  it("runs to 200-230 words for each minute of read time", () => {
    const words = wordCount(text);
    expect(words).toBeGreaterThanOrEqual(article.readTime * 200);
    expect(words).toBeLessThanOrEqual(article.readTime * 230);
  });

  it.each(figures)("gives SPEC's figure %s", (figure) => {
    expect(text).toContain(figure);
  });

  it("gives each age threshold as a figure of its own", () => {
    for (const age of ["65", "70", "75", "80"]) expect(text).toMatch(new RegExp(`\\b${age}\\b`));
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

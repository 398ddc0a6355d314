import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { specRoutes } from "../testing/spec";
import { articleText, wordCount } from "./article-text";
import { article } from "./pet-insurance-claims-guide";

/** SPEC "Editorial figures", Pet, written as SPEC writes them. */
const figures = [
  "86%",
  "5-10 days",
  "£1,200",
  "within 30 days",
  "pre-authorisation",
  "over £500",
  "usually 12 months",
  "30-90 days",
  "6 months of the insurer's final response",
];

const text = articleText(article);
const headingIds = article.blocks.flatMap((block) => (block.type === "heading" ? [block.id] : []));

describe("pet insurance claims guide", () => {
  it("parses, with the slug, category, read time, dates and closing button agreed for it", () => {
    expect(Article.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      id: "pet-insurance-claims-guide",
      slug: "pet-insurance-claims-guide",
      category: "Pet Insurance",
      readTime: 7,
      datePublished: "2025-08-08",
      dateModified: "2026-11-01",
      featured: false,
      image: { path: "guides/pet-insurance-claims-guide.svg" },
      closingCta: { label: "Compare Pet Insurance", href: "/pet-insurance" },
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

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { specRoutes } from "../testing/spec";
import { articleText, wordCount } from "./article-text";
import { article } from "./term-vs-whole-life-insurance-comparison";

/** SPEC "Editorial figures", Life, written as SPEC writes them. */
const figures = [
  "10, 20 or 30 years",
  "35-year-old non-smoker",
  "£200,000",
  "£15-25 a month",
  "£150-250 a month",
  "10-15 years",
  "5% a year",
];

const text = articleText(article);
const headingIds = article.blocks.flatMap((block) => (block.type === "heading" ? [block.id] : []));

describe("term vs whole life insurance guide", () => {
  it("parses, with the slug, category, read time, dates and closing button agreed for it", () => {
    expect(Article.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      id: "term-vs-whole-life-insurance-comparison",
      slug: "term-vs-whole-life-insurance-comparison",
      category: "Life Insurance",
      readTime: 10,
      datePublished: "2025-08-05",
      dateModified: "2026-11-01",
      featured: false,
      image: { path: "guides/term-vs-whole-life-insurance-comparison.svg" },
      closingCta: { label: "Compare Life Insurance", href: "/life-insurance" },
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

  it("works the invest-the-difference example through at 5% a year", () => {
    // £200 - £20 = £180 a month for 25 years, growing at 5% a year compounded monthly.
    const monthlyRate = 0.05 / 12;
    const value = (180 * ((1 + monthlyRate) ** 300 - 1)) / monthlyRate;
    expect(text).toContain("£180 a month");
    expect(text).toContain(`about £${Math.round(value / 1000)},000`);
  });

  it("totals the premiums in the cost table correctly", () => {
    const table = article.blocks.find(
      (block) => block.type === "table" && block.caption.startsWith("Total premiums"),
    );
    if (table?.type !== "table") throw new Error("the cost table is missing");
    const pounds = (cell = "") => Number(cell.replace(/[£,]/g, ""));
    for (const [, monthly, years, total] of table.rows) {
      expect(pounds(monthly) * 12 * Number(years)).toBe(pounds(total));
    }
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

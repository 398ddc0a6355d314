import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { specRoutes } from "../testing/spec";
import { articleText, wordCount } from "./article-text";
import { article } from "./complete-guide-car-insurance-uk-2024";

/**
 * SPEC's editorial figures list nothing for car insurance; its section 1 gives the no-claims
 * discount of up to 75%. The rest are the legal and regulatory facts the guide exists to explain.
 */
const keyFacts = [
  "up to 75%",
  "Road Traffic Act 1988",
  "£300 fixed penalty and 6 penalty points",
  "Continuous Insurance Enforcement",
  "Statutory Off Road Notification (SORN)",
  "askMID",
  "Motor Insurers' Bureau",
  "Since 1 January 2022",
  "Insurance Premium Tax",
  "21-28 days",
  "Financial Ombudsman Service",
];

const text = articleText(article);
const headingIds = article.blocks.flatMap((block) => (block.type === "heading" ? [block.id] : []));

describe("complete guide to car insurance", () => {
  it("parses, with the slug, category, read time, dates and closing button agreed for it", () => {
    expect(Article.parse(article)).toEqual(article);
    expect(article).toMatchObject({
      id: "complete-guide-car-insurance-uk-2024",
      slug: "complete-guide-car-insurance-uk-2024",
      category: "Car Insurance",
      readTime: 10,
      datePublished: "2025-08-12",
      dateModified: "2026-11-01",
      featured: true,
      image: { path: "guides/complete-guide-car-insurance-uk-2024.svg" },
      closingCta: { label: "Compare Car Insurance", href: "/car-insurance" },
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

  it("has a table of contents of 7 entries, one for each level 2 heading in order", () => {
    const sections = article.blocks.flatMap((block) =>
      block.type === "heading" && block.level === 2 ? [{ id: block.id, label: block.text }] : [],
    );
    expect(article.tableOfContents).toHaveLength(7);
    expect(article.tableOfContents).toEqual(sections);
  });

  it("works the excess example through correctly", () => {
    // £250 compulsory + £250 voluntary on a £2,000 repair: the driver pays £500, the insurer £1,500.
    expect(text).toContain("On a £2,000 repair with a £250 compulsory and £250 voluntary excess");
    expect(text).toContain("you pay £500 and the insurer pays £1,500");
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

  it("links only to routes that exist, and to anchors on its own page", () => {
    expect(specRoutes).toContain(article.closingCta.href);
    for (const entry of article.tableOfContents ?? []) expect(headingIds).toContain(entry.id);
  });

  it("has a small hero SVG with alt text and no text inside the drawing", () => {
    const svg = readFileSync(new URL(`../../assets/${article.image.path}`, import.meta.url), "utf8");
    expect(article.image.alt.length).toBeGreaterThan(20);
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1200 600"/);
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    expect(svg).not.toMatch(/<text|<image/);
  });
});

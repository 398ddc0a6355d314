import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { articleText, wordCount } from "./article-text";
import { article } from "./rac-aa-green-flag-breakdown-cover-comparison";

const slug = "rac-aa-green-flag-breakdown-cover-comparison";
const text = articleText(article);

/** SPEC "Editorial figures", breakdown: written exactly as SPEC writes them. */
const specFigures = [
  "15 million",
  "3.5 million",
  "45 minutes",
  "1897",
  "1905",
  "1971",
  "about 35%",
  "about 30%",
  "about 20%",
  "3,200+",
  "2,800+",
  "2,000+",
  "up to £150",
  "up to £100",
  "£150/night for up to 2 nights",
  "£100/night for up to 2 nights",
  "£35-55",
  "£75-120",
  "£150-250",
  "£40-65",
  "£80-130",
  "£160-280",
  "£25-45",
  "£55-95",
  "£120-180",
  "38 minutes",
  "42 minutes",
  "79%",
  "74%",
  "71%",
  "4.2 out of 5",
  "4.0 out of 5",
  "4.1 out of 5",
];

/** SPEC's section outline for the breakdown guide, as level 2 heading ids in order. */
const specOutline = [
  "market-at-a-glance",
  "provider-overview",
  "coverage-levels",
  "provider-analysis",
  "performance-metrics",
  "choosing-cover",
  "money-saving-tips",
  "final-recommendations",
  "compare-breakdown-cover",
];

/** SPEC section 2's routes; a link may add an in-page anchor. */
const siteRoutes = new Set([
  "/",
  "/home",
  "/car-insurance",
  "/van-insurance",
  "/bike-insurance",
  "/home-insurance",
  "/travel-insurance",
  "/pet-insurance",
  "/breakdown-cover",
  "/life-insurance",
  "/private-medical-insurance",
  "/resources",
  "/privacy-policy",
  "/terms-of-service",
  "/contact",
  "/sitemap",
]);

/** Every `href` anywhere in the guide's data. */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" && typeof inner === "string" ? [inner] : hrefsIn(inner),
    );
  }
  return [];
}

describe(slug, () => {
  it("parses as an Article with SPEC's listing details", () => {
    expect(Article.safeParse(article).success).toBe(true);
    expect(article).toMatchObject({
      id: slug,
      slug,
      category: "Breakdown Cover",
      readTime: 12,
      datePublished: "2025-07-30",
      dateModified: "2026-11-01",
      featured: false,
      closingCta: { label: "Compare Breakdown Cover", href: "/breakdown-cover" },
    });
  });

  it("runs to 200-230 words per minute of its read time", () => {
    const words = wordCount(text);
    expect(words).toBeGreaterThanOrEqual(article.readTime * 200);
    expect(words).toBeLessThanOrEqual(article.readTime * 230);
  });

  it.each(specFigures)("states SPEC's figure %s", (figure) => {
    expect(text).toContain(figure);
  });

  it("follows SPEC's section outline", () => {
    const sections = article.blocks.flatMap((block) =>
      block.type === "heading" && block.level === 2 ? [block.id] : [],
    );
    expect(sections).toEqual(specOutline);
  });

  it("awards best overall to the largest, best value to the cheapest and best heritage to the oldest", () => {
    const verdict = article.blocks.find(
      (block) => block.type === "table" && block.caption === "Final recommendations",
    );
    const awards = Object.fromEntries(
      (verdict?.type === "table" ? verdict.rows : []).map(([award, provider]) => [award, provider]),
    );
    expect(awards).toEqual({
      "Best overall": "Roadcrest Motoring Club",
      "Best value": "Swiftbeam Breakdown",
      "Best heritage": "Roadcrest Motoring Club",
    });
    expect(text).toMatch(/Roadcrest Motoring Club \(founded 1897\)[\s\S]*about 35%/);
    expect(text).toMatch(/Swiftbeam Breakdown \(founded 1971\)[\s\S]*£25-45/);
  });

  it("names no real breakdown organisation anywhere a reader sees", () => {
    const visible = [article.title, article.description, article.image.alt, text].join("\n");
    expect(visible).not.toMatch(/\bRAC\b|\bAA\b|Green Flag/i);
  });

  it("has unique heading ids and starts its sections at level 2", () => {
    const headings = article.blocks.filter((block) => block.type === "heading");
    const ids = headings.map((heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(headings[0]?.level).toBe(2);
  });

  it("links only to routes that exist", () => {
    const hrefs = hrefsIn(article);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(siteRoutes.has(href.split("#")[0] ?? "")).toBe(true);
  });

  it("has a small, text-free hero image with alt text", () => {
    const file = fileURLToPath(new URL(`../../assets/${article.image.path}`, import.meta.url));
    expect(article.image.path).toBe(`guides/${slug}.svg`);
    expect(article.image.alt.length).toBeGreaterThan(10);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
    expect(readFileSync(file, "utf8")).not.toMatch(/<text/);
  });
});

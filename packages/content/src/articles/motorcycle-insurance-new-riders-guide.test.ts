import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { articleText, wordCount } from "./article-text";
import { article } from "./motorcycle-insurance-new-riders-guide";

const slug = "motorcycle-insurance-new-riders-guide";
const text = articleText(article);

/** SPEC "Editorial figures", motorcycle: written exactly as SPEC writes them. */
const specFigures = [
  "AM",
  "50cc",
  "28mph",
  "A1",
  "125cc",
  "11kW",
  "A2",
  "35kW",
  "0.2kW/kg or less",
  "24 direct, or 21 progressive",
  "£800-2,500",
  "Enhanced Rider Scheme",
  "up to 15%",
  "save 20-30%",
  "20-30% a year",
  "60-70% after 5 years",
  "6-12 months",
  "17-24",
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
      category: "Motorcycle Insurance",
      readTime: 8,
      datePublished: "2025-08-01",
      dateModified: "2026-11-01",
      featured: false,
      closingCta: { label: "Compare Motorcycle Insurance", href: "/bike-insurance" },
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

  it("gives each licence category its SPEC minimum age", () => {
    const table = article.blocks.find((block) => block.type === "table");
    const ages = Object.fromEntries(
      (table?.type === "table" ? table.rows : []).map(([category, age]) => [category, age]),
    );
    expect(ages).toEqual({ AM: "16", A1: "17", A2: "19", A: "24 direct, or 21 progressive" });
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

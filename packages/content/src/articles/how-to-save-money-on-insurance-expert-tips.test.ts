import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { articleText, wordCount } from "./article-text";
import { article } from "./how-to-save-money-on-insurance-expert-tips";

const slug = "how-to-save-money-on-insurance-expert-tips";
const text = articleText(article);

/** SPEC "Editorial figures", savings: written exactly as SPEC writes them. */
const specFigures = [
  "£200-500",
  "£150-400",
  "£50-200",
  "£800+",
  "switching can save 20-40%",
  "by 10-25%",
  "adds 15-20%",
  "save 5-15%",
  "can save 20-40%",
  "by 5-15%",
  "car cover 21-28 days",
  "home cover 23-25 days",
  "£1,345 a year",
];

/** SPEC's section outline for the savings guide, as level 2 heading ids in order. */
const specOutline = [
  "potential-savings",
  "universal-strategies",
  "car-insurance-tips",
  "home-insurance-tips",
  "travel-insurance-tips",
  "life-insurance-tips",
  "advanced-strategies",
  "what-not-to-do",
  "annual-review-timeline",
  "savings-tracker",
  "compare-quotes",
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
      category: "Insurance Tips",
      readTime: 9,
      datePublished: "2025-07-28",
      dateModified: "2026-11-01",
      featured: false,
      closingCta: { label: "Compare Insurance Quotes", href: "/" },
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

  it("numbers exactly five universal strategies", () => {
    const start = article.blocks.findIndex(
      (block) => block.type === "heading" && block.id === "universal-strategies",
    );
    const strategies = article.blocks.slice(start).find((block) => block.type === "steps");
    expect(strategies?.type === "steps" ? strategies.items.length : 0).toBe(5);
  });

  it("adds up its example savings tracker", () => {
    const tracker = article.blocks.find(
      (block) => block.type === "table" && block.caption.startsWith("Example savings tracker"),
    );
    const rows = tracker?.type === "table" ? tracker.rows : [];
    const pounds = (cell = "") => Number(cell.replace(/[£,]/g, ""));
    const policies = rows.slice(0, -1);
    const total = rows.at(-1) ?? [];
    for (const row of policies) expect(pounds(row[2]) - pounds(row[3])).toBe(pounds(row[4]));
    for (const column of [2, 3, 4]) {
      const sum = policies.reduce((acc, row) => acc + pounds(row[column]), 0);
      expect(pounds(total[column])).toBe(sum);
    }
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

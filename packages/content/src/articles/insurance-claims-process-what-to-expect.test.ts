import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Article } from "../schemas";
import { articleText, wordCount } from "./article-text";
import { article } from "./insurance-claims-process-what-to-expect";

const slug = "insurance-claims-process-what-to-expect";
const text = articleText(article);

/** SPEC "Editorial figures", claims: written exactly as SPEC writes them. */
const specFigures = [
  "89%",
  "14 days",
  "£2,400",
  "24/7",
  "within 24 hours",
  "1-2 business days",
  "5-10 working days",
  "4-6 weeks",
  "every 20 working days",
  "£355,000",
  "3-6 months",
  "100% of valid claims",
];

/** SPEC's section outline for the claims guide, as level 2 heading ids in order. */
const specOutline = [
  "claims-statistics",
  "five-step-overview",
  "immediate-actions",
  "evidence-gathering",
  "assessment",
  "decision",
  "settlement",
  "claim-types",
  "troubleshooting",
  "rights-and-protections",
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
      category: "Claims Guide",
      readTime: 11,
      datePublished: "2025-07-25",
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

  it("gives SPEC's five steps in order: Report, Document, Assess, Decide, Settle", () => {
    const start = article.blocks.findIndex(
      (block) => block.type === "heading" && block.id === "five-step-overview",
    );
    const overview = article.blocks.slice(start).find((block) => block.type === "steps");
    const titles = overview?.type === "steps" ? overview.items.map((step) => step.title) : [];
    expect(titles).toEqual(["Report", "Document", "Assess", "Decide", "Settle"]);
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

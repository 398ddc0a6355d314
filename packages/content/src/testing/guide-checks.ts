import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleText, wordCount } from "../articles/article-text";
import type { Article } from "../schemas";
import { guideSpecs, specRoutes } from "./spec";

export type GuideBasicsOptions = {
  /** Whether the requirements feature the guide on the resources page; only the car guide is. */
  featured?: boolean;
  /** The most the hero SVG may weigh, in bytes. */
  maxHeroBytes?: number;
  /** the required section outline, where the requirements give one: the level-2 heading ids, in order. */
  outline?: readonly string[];
  /** What the guide must state word for word: the required figures, or the facts it exists to explain. */
  says?: readonly string[];
};

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

/**
 * Registers the checks every guide must pass: it parses with the required listing details, its length
 * suits its read time, its headings and tables are well formed, it links only to required routes and
 * its hero image is a small, text-free SVG with alt text. Each guide's own test file adds what is
 * specific to it.
 */
export function describeGuideBasics(slug: string, article: Article, options: GuideBasicsOptions = {}) {
  const { featured = false, maxHeroBytes = 6 * 1024, outline, says = [] } = options;
  const spec = guideSpecs.find((guide) => guide.slug === slug);
  const text = articleText(article);
  const headings = article.blocks.filter((block) => block.type === "heading");
  const headingIds = headings.map((heading) => heading.id);

  describe(`${slug}: the checks every guide passes`, () => {
    if (says.length > 0) {
      it.each(says)("states %s", (words) => {
        expect(text).toContain(words);
      });
    }

    if (outline) {
      it("follows the required section outline", () => {
        const sections = headings.flatMap((heading) => (heading.level === 2 ? [heading.id] : []));
        expect(sections).toEqual(outline);
      });
    }

    it("has the required slug, category, read time, publication date and closing button", () => {
      expect(spec, `docs/product lists no guide ${slug}`).toBeDefined();
      // Its shape was gated at import: each guide module is `Article.parse({...})`, so a malformed
      // guide fails its test file before any check runs. These hold it to the required listing instead.
      expect(article).toMatchObject({
        id: slug,
        slug,
        category: spec?.category,
        readTime: spec?.readTime,
        datePublished: spec?.datePublished,
        featured,
        image: { path: `guides/${slug}.svg` },
        closingCta: spec?.closingCta,
      });
    });

    it("was last reviewed on or after it was published, and not in the future", () => {
      const published = Date.parse(article.datePublished);
      const modified = Date.parse(article.dateModified);
      expect(Number.isNaN(modified)).toBe(false);
      expect(modified).toBeGreaterThanOrEqual(published);
      expect(modified).toBeLessThanOrEqual(Date.now());
    });

    it("runs to 200-230 words for each minute of read time", () => {
      const words = wordCount(text);
      expect(words).toBeGreaterThanOrEqual(article.readTime * 200);
      expect(words).toBeLessThanOrEqual(article.readTime * 230);
    });

    it("has unique heading ids and starts its sections at level 2", () => {
      expect(new Set(headingIds).size).toBe(headingIds.length);
      expect(headings[0]?.level).toBe(2);
    });

    it("fills every table row to the width of its columns", () => {
      for (const block of article.blocks) {
        if (block.type !== "table") continue;
        for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
      }
    });

    it("links only to required routes, and to anchors on its own page", () => {
      expect(specRoutes).toContain(article.closingCta.href);
      const hrefs = hrefsIn(article);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(specRoutes).toContain(href.split("#")[0] ?? "");
      for (const entry of article.tableOfContents ?? []) expect(headingIds).toContain(entry.id);
    });

    it("has a small hero SVG with alt text and no text inside the drawing", () => {
      const svg = readFileSync(new URL(`../../assets/${article.image.path}`, import.meta.url), "utf8");
      expect(article.image.path).toBe(`guides/${slug}.svg`);
      expect(article.image.alt.length).toBeGreaterThan(20);
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1200 600"/);
      expect(Buffer.byteLength(svg)).toBeLessThan(maxHeroBytes);
      expect(svg).not.toMatch(/<text|<image/);
    });
  });
}

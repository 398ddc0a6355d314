import { articles } from "@plummet/content/articles";
import { productPages } from "@plummet/content/products";
import { Article } from "@plummet/content/schemas";
import { describe, expect, it } from "vitest";
import { sitemapXml } from "../scripts/seo-files";
import { moveOf, parseRedirects, redirectsFile, rewriteOf } from "../site-rewrites.mjs";
import { sitePathsOf } from "./route-paths";

/**
 * A new guide as packages/content/README.md says to write one: a module exporting
 * `article = Article.parse({...})`, then its entry in the guide index. Its body is borrowed from
 * an existing guide; what matters here is what the site makes of it.
 */
const fixtureGuide = Article.parse({
  ...articles[1],
  id: "a-new-guide-to-gadget-insurance",
  slug: "a-new-guide-to-gadget-insurance",
  title: "A New Guide to Gadget Insurance",
  featured: false,
  datePublished: "2026-01-12",
  dateModified: "2026-02-03",
  image: { path: "guides/a-new-guide-to-gadget-insurance.svg", alt: "A phone, a laptop and a tablet" },
});
const withFixture = { articles: [...articles, fixtureGuide], productPages };

describe("adding a guide to @plummet/content is the only edit the site needs", () => {
  const before = sitePathsOf({ articles, productPages });
  const after = sitePathsOf(withFixture);
  const path = "/resources/a-new-guide-to-gadget-insurance";

  it("gives the guide its route (routes.ts maps the pages table) and its prerendered page", () => {
    expect(after.articleSlugs).toEqual([...before.articleSlugs, fixtureGuide.slug]);
    expect(after.sitePaths).toEqual([...before.sitePaths.slice(0, -6), path, ...before.sitePaths.slice(-6)]);
    expect(after.prerenderPaths).toContain(path);
    expect(after.prerenderPaths).toHaveLength(before.prerenderPaths.length + 1);
  });

  it("lists it in sitemap.xml with its last-modified date", () => {
    const xml = sitemapXml(after.sitemapEntries, "https://www.plummet.example");
    expect(xml).toContain(
      "<loc>https://www.plummet.example/resources/a-new-guide-to-gadget-insurance</loc>\n    <lastmod>2026-02-03</lastmod>",
    );
    expect(after.sitemapEntries).toHaveLength(before.sitemapEntries.length + 1);
  });
});

describe("the site's paths today", () => {
  it("are the required 28: home twice, nine products, the hub, ten guides, four static pages, the About page and the call-back page", () => {
    const { sitePaths, prerenderPaths } = sitePathsOf({ articles, productPages });
    expect(sitePaths).toHaveLength(28);
    expect(prerenderPaths).toEqual(
      expect.arrayContaining(["/404", "/quotes", "/quotes/saved", "/account", "/account/sign-in"]),
    );
    expect(sitePaths).not.toContain("/account");
    expect(sitePaths).not.toContain("/quotes");
  });

  it("give sitemap.xml every page but /home (its canonical is /), guides with their dates", () => {
    const { sitePaths, sitemapEntries } = sitePathsOf({ articles, productPages });
    expect(sitemapEntries.map((entry) => entry.path)).toEqual(sitePaths.filter((path) => path !== "/home"));
    for (const article of articles) {
      expect(sitemapEntries).toContainEqual({
        path: `/resources/${article.slug}`,
        lastModified: article.dateModified,
      });
    }
  });
});

describe("the pages that answer other paths", () => {
  it("answer a quote set's /quotes/<reference> with the one shell, through _redirects as through the table", () => {
    const { rewrites } = sitePathsOf({ articles, productPages });
    expect(rewrites).toEqual([{ from: "/quotes/:reference", to: "/quotes/saved" }]);
    const written = parseRedirects(redirectsFile(rewrites));
    expect(written).toEqual(rewrites);
    for (const rules of [rewrites, written]) {
      expect(rewriteOf(rules, "/quotes/PLM-7K2M9QXD")).toBe("/quotes/saved/");
      expect(rewriteOf(rules, "/quotes/PLM-7K2M9QXD/")).toBe("/quotes/saved/");
      expect(rewriteOf(rules, "/quotes/saved")).toBeUndefined();
      expect(rewriteOf(rules, "/quotes")).toBeUndefined();
      expect(rewriteOf(rules, "/quotes/a/b")).toBeUndefined();
      expect(rewriteOf(rules, "/contact")).toBeUndefined();
    }
  });
});

describe("a guide's former address", () => {
  it("is sent on to the guide with a permanent redirect, through _redirects as through the table", () => {
    const { moves, rewrites, sitemapEntries } = sitePathsOf({ articles, productPages });
    const old = "/resources/complete-guide-car-insurance-uk-2024";
    const now = "/resources/complete-guide-car-insurance-uk";
    expect(moves).toEqual([{ from: old, to: now }]);
    const file = redirectsFile(rewrites, moves);
    expect(file).toContain(`${old} ${now} 301`);
    expect(parseRedirects(file)).toEqual(rewrites);
    for (const rules of [moves, parseRedirects(file, "301")]) {
      expect(moveOf(rules, old)).toBe(now);
      expect(moveOf(rules, `${old}/`)).toBe(now);
      expect(moveOf(rules, now)).toBeUndefined();
    }
    // The sitemap names the guide once, at its address now.
    expect(sitemapEntries.map((entry) => entry.path)).toContain(now);
    expect(sitemapEntries.map((entry) => entry.path)).not.toContain(old);
  });
});

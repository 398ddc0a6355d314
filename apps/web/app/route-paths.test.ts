import { articles } from "@plummet/content/articles";
import { productPages } from "@plummet/content/products";
import { describe, expect, it } from "vitest";
import { sitePathsOf } from "./route-paths";

describe("the site's paths come from the content", () => {
  it("a guide added to the guide index gets its route, prerendered page and sitemap entry", () => {
    const withNewGuide = {
      articles: [...articles, { slug: "a-new-guide-to-gadget-insurance" }],
      productPages,
    };
    const before = sitePathsOf({ articles, productPages });
    const after = sitePathsOf(withNewGuide);
    expect(after.articleSlugs).toContain("a-new-guide-to-gadget-insurance");
    expect(after.sitePaths).toContain("/resources/a-new-guide-to-gadget-insurance");
    expect(after.prerenderPaths).toContain("/resources/a-new-guide-to-gadget-insurance");
    expect(after.sitePaths).toHaveLength(before.sitePaths.length + 1);
  });

  it("lists SPEC's 26 paths today: home twice, nine products, the hub, ten guides and four static pages", () => {
    const { sitePaths, prerenderPaths } = sitePathsOf({ articles, productPages });
    expect(sitePaths).toHaveLength(26);
    expect(prerenderPaths).toEqual(expect.arrayContaining(["/404", "/quotes", "/quotes/saved"]));
    expect(sitePaths).not.toContain("/quotes");
  });
});

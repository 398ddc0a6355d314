import { articles } from "@plummet/content/articles";
import { productPages } from "@plummet/content/products";
import { emailLinkPages } from "@plummet/contracts";

/** What the site's paths are made from: the guide index and the product pages in `@plummet/content`. */
export interface SiteContent {
  articles: ReadonlyArray<{ slug: string; dateModified?: string }>;
  productPages: ReadonlyArray<{ path: string }>;
}

/** One page of sitemap.xml: its path and, for a guide, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** The not-found screen is prerendered once and served with status 404 for unknown paths. */
export const notFoundPath = "/404";

/** "Get your exact price": the full quote's question pages, for a product named in `?product=`. */
export const exactPricePath = "/exact-price";

/**
 * Saved quotes: the find page, one shell that the site's server answers every
 * /quotes/<reference> with, and the page "Continue" leads to for the built-in panel's insurers.
 * Prerendered, kept out of sitemap.xml and marked noindex.
 */
export const savedQuotePaths = ["/quotes", "/quotes/saved", "/continue", exactPricePath];

/**
 * The pages that links in emails and the quotes service's answers to plain HTML forms lead to
 * (`emailLinkPages` in the contracts): renewal reminders, unsubscribing, your data. Prerendered,
 * kept out of sitemap.xml and the sitemap page, and marked noindex.
 */
export const emailLinkPaths: string[] = Object.values(emailLinkPages);

/** Of those, the ones holding a form (an island); the rest are plain reading pages. */
export const emailLinkFormPaths: string[] = [
  emailLinkPages.renewalReminder,
  emailLinkPages.manageReminder,
  emailLinkPages.unsubscribe,
  emailLinkPages.confirmEmails,
  emailLinkPages.yourData,
  emailLinkPages.yourDataView,
];

/** The outcome pages: what a form posted without JavaScript, or a link, led to. */
export const emailLinkOutcomePaths: string[] = emailLinkPaths.filter(
  (pagePath) => !emailLinkFormPaths.includes(pagePath),
);

/**
 * Every path of the site (docs/product/screens.md), from the content: adding a guide or a product page to
 * `@plummet/content` adds its route, its prerendered page and its sitemap.xml entry, with no
 * edit here. The route config, the prerender list, sitemap.xml and the link checks use these.
 * (The resources hub and the sitemap page list `articleSummaries`, also made from the index.)
 */
export function sitePathsOf(content: SiteContent) {
  const productPaths = content.productPages.map((page) => page.path);
  const articleSlugs = content.articles.map((article) => article.slug);
  const sitePaths = [
    "/",
    "/home",
    ...productPaths,
    "/resources",
    ...articleSlugs.map((slug) => `/resources/${slug}`),
    "/about",
    "/privacy-policy",
    "/terms-of-service",
    "/contact",
    "/call-back",
    "/sitemap",
  ];
  const guideDates = new Map(
    content.articles.map((article) => [`/resources/${article.slug}`, article.dateModified]),
  );
  // /home is the same screen as / (its canonical points at /), so only / is listed.
  const sitemapEntries: SitemapEntry[] = sitePaths
    .filter((pagePath) => pagePath !== "/home")
    .map((pagePath) => ({ path: pagePath, lastModified: guideDates.get(pagePath) }));
  return {
    productPaths,
    articleSlugs,
    sitePaths,
    prerenderPaths: [...sitePaths, notFoundPath, ...savedQuotePaths, ...emailLinkPaths],
    sitemapEntries,
  };
}

export const { productPaths, articleSlugs, sitePaths, prerenderPaths, sitemapEntries } = sitePathsOf({
  articles,
  productPages,
});

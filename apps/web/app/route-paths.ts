import { articles } from "@plummet/content/articles";
import { productPages } from "@plummet/content/products";
import { accountPages, emailLinkPages } from "@plummet/contracts";

/** What the site's pages are made from: the guide index and the product pages in `@plummet/content`. */
export interface SiteContent {
  articles: ReadonlyArray<{ slug: string; formerSlugs?: readonly string[]; dateModified?: string }>;
  productPages: ReadonlyArray<{ path: string }>;
}

/** One page of sitemap.xml: its path and, for a guide, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * One page of the site: a row of the table below.
 * - `path`: its address, in React Router's form (`:reference` a parameter, `*` every other path).
 * - `module`: its route module, under `app/`; `id`, React Router's id where one module serves several.
 * - `listed`: `"sitemap"` (indexed, in sitemap.xml and the link checks), `"alias"` (indexed and
 *   link-checked, but its canonical is another page: /home), `"noindex"` (prerendered, out of
 *   sitemap.xml, marked noindex).
 * - `form`: it holds a form (an island); the rest are reading pages.
 * - `prerendered`: for a path with a parameter or `*`, the one prerendered page that answers every
 *   address it matches (the site's server and the development server rewrite to it; `_redirects`
 *   says so to a static host). The not-found page is the server's answer to unknown paths.
 */
export interface Page {
  path: string;
  module: string;
  id?: string;
  listed: "sitemap" | "alias" | "noindex";
  form?: true;
  prerendered?: string;
  lastModified?: string;
}

/** The fixed pages' paths, by name: each written once, here (`meta` functions use them too). */
export const paths = {
  home: "/",
  homeAlias: "/home",
  resources: "/resources",
  about: "/about",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  contact: "/contact",
  callBack: "/call-back",
  sitemap: "/sitemap",
  findQuote: "/quotes",
  /** A quote set's page, /quotes/<reference>: one prerendered shell whose island reads the address. */
  savedQuote: "/quotes/:reference",
  savedQuoteShell: "/quotes/saved",
  continue: "/continue",
  /** "Get your exact price": the full quote's question pages, for a product named in `?product=`. */
  exactPrice: "/exact-price",
  /** The not-found screen is prerendered once and served with status 404 for unknown paths. */
  notFound: "/404",
} as const;

/** A guide's address. */
export const articlePath = (slug: string) => `${paths.resources}/${slug}`;

/** The pages emails link to that hold a form; the other `emailLinkPages` are outcome pages. */
const emailLinkForms = [
  { path: emailLinkPages.renewalReminder, module: "routes/renewal-reminder.tsx" },
  { path: emailLinkPages.manageReminder, module: "routes/manage-reminder.tsx" },
  { path: emailLinkPages.unsubscribe, module: "routes/unsubscribe.tsx" },
  { path: emailLinkPages.confirmEmails, module: "routes/confirm-emails.tsx" },
  { path: emailLinkPages.yourData, module: "routes/your-data.tsx" },
  { path: emailLinkPages.yourDataView, module: "routes/your-data-view.tsx" },
];

/**
 * Every page of the site, in order (docs/product/screens.md), from the content: adding a guide or
 * a product page to `@plummet/content` adds its route, its prerendered page and its sitemap.xml
 * entry, with no edit here. The route config (routes.ts), the prerender list, sitemap.xml, the
 * static servers' rewrites and the link checks are all made from this table.
 */
export function pagesOf(content: SiteContent): Page[] {
  const emailLinkFormPaths = new Set<string>(emailLinkForms.map((page) => page.path));
  return [
    { path: paths.home, module: "routes/home.tsx", id: "home", listed: "sitemap", form: true },
    { path: paths.homeAlias, module: "routes/home.tsx", id: "home-alias", listed: "alias", form: true },
    ...content.productPages.map(
      ({ path }): Page => ({
        path,
        module: "routes/product-page.tsx",
        id: `product${path}`,
        listed: "sitemap",
        form: true,
      }),
    ),
    { path: paths.resources, module: "routes/resources.tsx", listed: "sitemap" },
    ...content.articles.map(
      ({ slug, dateModified }): Page => ({
        path: articlePath(slug),
        module: "routes/article.tsx",
        id: `article/${slug}`,
        listed: "sitemap",
        lastModified: dateModified,
      }),
    ),
    { path: paths.about, module: "routes/about.tsx", listed: "sitemap" },
    { path: paths.privacyPolicy, module: "routes/privacy-policy.tsx", listed: "sitemap" },
    { path: paths.termsOfService, module: "routes/terms-of-service.tsx", listed: "sitemap" },
    { path: paths.contact, module: "routes/contact.tsx", listed: "sitemap", form: true },
    { path: paths.callBack, module: "routes/call-back.tsx", listed: "sitemap", form: true },
    { path: paths.sitemap, module: "routes/sitemap.tsx", listed: "sitemap" },
    // Saved quote sets: found by reference, and each set's own page (one prerendered shell).
    { path: paths.findQuote, module: "routes/find-quote.tsx", listed: "noindex", form: true },
    {
      path: paths.savedQuote,
      module: "routes/saved-quote.tsx",
      listed: "noindex",
      form: true,
      prerendered: paths.savedQuoteShell,
    },
    { path: paths.continue, module: "routes/continue.tsx", listed: "noindex", form: true },
    { path: paths.exactPrice, module: "routes/exact-price.tsx", listed: "noindex", form: true },
    // The optional account (issue 45): its page and where the emailed sign-in link leads.
    { path: accountPages.account, module: "routes/account.tsx", listed: "noindex", form: true },
    { path: accountPages.signIn, module: "routes/account-sign-in.tsx", listed: "noindex", form: true },
    // Pages that emails link to (renewal reminders, unsubscribing, your data): noindex, not in the
    // sitemap. The forms are islands that also work without JavaScript (decision 015); the outcome
    // pages share one module that finds its words by the URL.
    ...emailLinkForms.map((page): Page => ({ ...page, listed: "noindex", form: true })),
    ...Object.values(emailLinkPages)
      .filter((path) => !emailLinkFormPaths.has(path))
      .map(
        (path): Page => ({
          path,
          module: "routes/email-link-outcome.tsx",
          id: `outcome${path}`,
          listed: "noindex",
        }),
      ),
    { path: "*", module: "routes/not-found.tsx", listed: "noindex", prerendered: paths.notFound },
  ];
}

/** A path with a parameter or `*` is answered by another, prerendered page. */
export interface Rewrite {
  from: string;
  to: string;
}

/** The lists the build, the servers and the tests use, all made from the table. */
export function sitePathsOf(content: SiteContent) {
  const pages = pagesOf(content);
  const prerenderPaths = pages.map((page) => page.prerendered ?? page.path);
  const sitePaths = pages.filter((page) => page.listed !== "noindex").map((page) => page.path);
  const sitemapEntries: SitemapEntry[] = pages
    .filter((page) => page.listed === "sitemap")
    .map(({ path, lastModified }) => ({ path, lastModified }));
  const emailLinkPathSet = new Set<string>(Object.values(emailLinkPages));
  const emailLinkPaths = prerenderPaths.filter((path) => emailLinkPathSet.has(path));
  const formPaths = pages.filter((page) => page.form).map((page) => page.prerendered ?? page.path);
  const rewrites: Rewrite[] = pages
    .filter((page) => page.prerendered && page.path.includes(":"))
    .map((page) => ({ from: page.path, to: page.prerendered! }));
  // A guide's former address answers with a permanent redirect to its own.
  const moves: Rewrite[] = content.articles.flatMap(({ slug, formerSlugs = [] }) =>
    formerSlugs.map((former) => ({ from: articlePath(former), to: articlePath(slug) })),
  );
  return {
    pages,
    productPaths: content.productPages.map((page) => page.path),
    articleSlugs: content.articles.map((article) => article.slug),
    sitePaths,
    prerenderPaths,
    sitemapEntries,
    /** The prerendered pages that hold a form (an island); the others are reading pages. */
    formPaths,
    /** Saved quotes and the full quote: prerendered, kept out of sitemap.xml and marked noindex. */
    savedQuotePaths: pages
      .filter((page) => page.listed === "noindex" && page.path !== "*" && !emailLinkPathSet.has(page.path))
      .map((page) => page.prerendered ?? page.path),
    /**
     * The pages that links in emails and the quotes service's answers to plain HTML forms lead to
     * (`emailLinkPages` in the contracts): renewal reminders, unsubscribing, your data.
     */
    emailLinkPaths,
    emailLinkFormPaths: emailLinkPaths.filter((path) => formPaths.includes(path)),
    emailLinkOutcomePaths: emailLinkPaths.filter((path) => !formPaths.includes(path)),
    rewrites,
    /** Addresses a page had before, each answered with a permanent redirect (301) to its page now. */
    moves,
  };
}

export const {
  pages,
  productPaths,
  articleSlugs,
  sitePaths,
  prerenderPaths,
  sitemapEntries,
  formPaths,
  savedQuotePaths,
  emailLinkPaths,
  emailLinkFormPaths,
  emailLinkOutcomePaths,
  rewrites,
  moves,
} = sitePathsOf({ articles, productPages });

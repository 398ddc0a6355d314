/**
 * sitemap.xml and robots.txt, made from the route list at build time (react-router.config.ts
 * writes them into build/client), so search engines see exactly the pages the site prerenders.
 */

import { escapeHtml } from "@plummet/contracts/values";
import type { SitemapEntry } from "../app/route-paths";

/** The sitemaps.org document for the given pages (one `<url>` per path, absolute addresses). */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `    <loc>${escapeHtml(new URL(path, siteUrl).href)}</loc>`;
    const lastmod = lastModified ? `\n    <lastmod>${lastModified}</lastmod>` : "";
    return `  <url>\n${loc}${lastmod}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap's absolute address is announced. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}

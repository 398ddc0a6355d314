import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { articles, site } from "@plummet/content";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths, sitePaths } from "./app/route-paths";
import { precompress } from "./scripts/precompress";
import { robotsTxt, type SitemapEntry, sitemapXml } from "./scripts/seo-files";

/** /home is the same screen as / (its canonical points at /), so only / is listed. */
function sitemapEntries(): SitemapEntry[] {
  const guideDates = new Map(articles.map((article) => [`/resources/${article.slug}`, article.dateModified]));
  return sitePaths
    .filter((pagePath) => pagePath !== "/home")
    .map((pagePath) => ({ path: pagePath, lastModified: guideDates.get(pagePath) }));
}

// Every page is prerendered to static HTML; there is no server rendering at request time.
export default {
  ssr: false,
  prerender: () => prerenderPaths,
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await mkdir(clientDir, { recursive: true });
    await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(sitemapEntries(), site.url));
    await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(site.url));
    const compressed = await precompress(clientDir);
    console.log(`sitemap.xml, robots.txt written; ${compressed} files precompressed (br, gz)`);
  },
} satisfies Config;

import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "@plummet/content/site";
import type { Config } from "@react-router/dev/config";
import { emailLinkPaths, moves, prerenderPaths, rewrites, sitemapEntries } from "./app/route-paths";
import { precompress } from "./scripts/precompress";
import { robotsTxt, sitemapXml } from "./scripts/seo-files";
import { buildScriptHashes, DEFAULT_API_URL, headersFile, originOf } from "./security-headers.mjs";
import { redirectsFile } from "./site-rewrites.mjs";

// Every page is prerendered to static HTML; there is no server rendering at request time.
export default {
  ssr: false,
  prerender: () => prerenderPaths,
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await mkdir(clientDir, { recursive: true });
    // Every route is prerendered and the server answers unknown paths with the 404 page, so the
    // SPA fallback shell (a page with no title or content) is never needed: do not publish it.
    await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
    await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(sitemapEntries, site.url));
    await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(site.url));
    // The paths another prerendered page answers, for server.mjs and any static host.
    await writeFile(path.join(clientDir, "_redirects"), redirectsFile(rewrites, moves));
    // The security headers for a CDN or static host: the same ones server.mjs sends.
    await writeFile(
      path.join(clientDir, "_headers"),
      headersFile({
        apiOrigin: originOf(process.env.VITE_API_URL || DEFAULT_API_URL),
        scriptHashes: buildScriptHashes(clientDir),
        emailLinkPaths,
      }),
    );
    const compressed = await precompress(clientDir);
    console.log(
      `sitemap.xml, robots.txt, _redirects, _headers written; ${compressed} files precompressed (br, gz)`,
    );
  },
} satisfies Config;

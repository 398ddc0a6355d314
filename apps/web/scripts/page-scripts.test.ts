import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { islands } from "../app/islands/registry";
import { emailLinkOutcomePaths, formPaths, paths, prerenderPaths, productPaths } from "../app/route-paths";
import { islandSources } from "./island-sources";
import {
  islandLoadedKb,
  islandsIn,
  isReadingPage,
  PAGE_JS_BUDGET_KB,
  READING_PAGE_JS_BUDGET_KB,
  readManifest,
  referencedScriptKb,
  scriptsReferencedBy,
} from "./page-scripts.mjs";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

/** The guides, the hub, the legal pages, the sitemap page and the not-found page (no `form` in the pages table). */
const readingPaths = prerenderPaths.filter((page) => !formPaths.includes(page));

describe("scriptsReferencedBy", () => {
  const html = `<html><head>
    <link rel="stylesheet" href="/assets/app.css"/>
    <link rel="modulepreload" href="/assets/chunk-a.js"/>
    <script type="application/ld+json">{"@type":"Organization"}</script>
  </head><body>
    <div data-island="faq" data-props="{}"></div>
    <script>window.x = 1;</script>
    <script type="module" src="/assets/entry.js"></script>
    <link rel="modulepreload" href="/assets/entry.js"/>
  </body></html>`;

  it("finds external scripts and modulepreloads once each, and runnable inline scripts", () => {
    expect(scriptsReferencedBy(html)).toEqual({
      urls: ["/assets/entry.js", "/assets/chunk-a.js"],
      inline: ["window.x = 1;"],
    });
  });

  it("sums the gzipped size of all of them", async () => {
    const big = Buffer.from(Array.from({ length: 4000 }, (_, i) => `var v${i}=${i * 7919};`).join(""));
    const kb = await referencedScriptKb(html, async (url) =>
      url === "/assets/entry.js" ? big : Buffer.from("export{}"),
    );
    expect(kb).toBeGreaterThan(10);
  });

  it("tells reading pages from pages with islands", () => {
    expect(islandsIn(html)).toEqual(["faq"]);
    expect(isReadingPage(html)).toBe(false);
    expect(isReadingPage("<main><h1>A guide</h1></main>")).toBe(true);
  });
});

async function builtPage(page: string): Promise<string> {
  return readFile(path.join(clientDir, page, "index.html"), "utf8");
}

const readUrl = (url: string) =>
  readFile(path.join(clientDir, decodeURIComponent(new URL(url, "http://site").pathname)));

// Runs on the production build (`pnpm --filter @plummet/web build`; turbo's test task builds first).
describe("the built reading pages", () => {
  it(`reference at most ${READING_PAGE_JS_BUDGET_KB} KB of gzipped JavaScript, and no React Router`, async () => {
    expect(existsSync(clientDir), "build/client is missing: build the web app first").toBe(true);
    expect(readingPaths).toEqual(
      expect.arrayContaining([
        "/resources",
        "/privacy-policy",
        "/terms-of-service",
        "/sitemap",
        paths.notFound,
        // The pages emails and plain HTML forms end on are reading pages too (issue 24).
        ...emailLinkOutcomePaths,
      ]),
    );
    expect(readingPaths.length).toBeGreaterThanOrEqual(10);
    for (const page of readingPaths) {
      const html = await builtPage(page);
      expect(isReadingPage(html), `${page} holds an island`).toBe(true);
      const kb = await referencedScriptKb(html, readUrl);
      expect(kb, `${page} references ${kb.toFixed(1)} KB of gzipped JavaScript`).toBeLessThanOrEqual(
        READING_PAGE_JS_BUDGET_KB,
      );
      expect(html, `${page} carries React Router's hydration data`).not.toContain("__reactRouterContext");
    }
  });

  it("home and the product pages hold the quote form island, contact its form, the saved quote pages theirs", async () => {
    expect(islandsIn(await builtPage("/"))).toEqual(expect.arrayContaining(["quote-form", "faq"]));
    for (const page of productPaths) expect(islandsIn(await builtPage(page))).toEqual(["quote-form"]);
    expect(islandsIn(await builtPage("/contact"))).toEqual(["contact-form"]);
    expect(islandsIn(await builtPage("/call-back"))).toEqual(["call-back-form"]);
    expect(islandsIn(await builtPage("/quotes/saved"))).toEqual(["saved-quotes"]);
    expect(islandsIn(await builtPage("/quotes"))).toEqual(["find-quote"]);
    expect(islandsIn(await builtPage("/continue"))).toEqual(["continue"]);
    expect(islandsIn(await builtPage("/renewal-reminder"))).toEqual(["renewal-reminder"]);
    expect(islandsIn(await builtPage("/renewal-reminder/manage"))).toEqual(["manage-reminder"]);
    expect(islandsIn(await builtPage("/unsubscribe"))).toEqual(["unsubscribe"]);
    expect(islandsIn(await builtPage("/your-data"))).toEqual(["your-data-request"]);
    expect(islandsIn(await builtPage("/your-data/view"))).toEqual(["your-data-view"]);
  });
});

describe("every built page", () => {
  it(`references at most ${PAGE_JS_BUDGET_KB} KB of gzipped JavaScript on load`, async () => {
    for (const page of prerenderPaths) {
      const kb = await referencedScriptKb(await builtPage(page), readUrl);
      expect(kb, `${page} references ${kb.toFixed(1)} KB of gzipped JavaScript`).toBeLessThanOrEqual(
        PAGE_JS_BUDGET_KB,
      );
    }
  });
});

/**
 * What a page has loaded once an island has hydrated (the page's scripts, React and React DOM's
 * client, and the island's chunks) is held to the same 100 KB as a page on load (issue 26): an
 * island hydrates as its page loads, so a visitor waits for all of it. Code an island loads later
 * (on a first touch, a first press, or as the visitor scrolls near) is not counted. Each island is
 * measured on the first built page that holds it, its chunks found in the build's manifest.
 */
const built = existsSync(path.join(clientDir, ".vite/manifest.json"));
const manifest = built ? await readManifest(clientDir) : {};
const sources = built
  ? await islandSources(manifest, fileURLToPath(new URL("..", import.meta.url)))
  : undefined;
const pages = built
  ? await Promise.all(prerenderPaths.map(async (page) => [page, await builtPage(page)] as const))
  : [];

describe("each island once loaded", () => {
  it("is found in the build's manifest, and stands on a built page", () => {
    expect(sources, "build/client/.vite/manifest.json is missing: build the web app first").toBeDefined();
    for (const name of Object.keys(islands)) {
      expect(sources?.[name as keyof typeof islands]?.src, name).toMatch(/^app\/.+\.tsx$/);
      expect(
        pages.some(([, html]) => islandsIn(html).includes(name)),
        `no built page holds the "${name}" island`,
      ).toBe(true);
    }
  });

  for (const island of Object.keys(islands) as (keyof typeof islands)[]) {
    it(`${island} stays within ${PAGE_JS_BUDGET_KB} KB of gzipped JavaScript`, async () => {
      const found = pages.find(([, html]) => islandsIn(html).includes(island));
      expect(found, `no built page holds the "${island}" island`).toBeDefined();
      const [page, html] = found!;
      const kb = await islandLoadedKb(html, sources![island], manifest, readUrl);
      // React DOM's client alone is over 55 KB: a figure below that means the chunks were not found.
      expect(kb).toBeGreaterThan(60);
      expect(kb, `${island} once loaded on ${page}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(
        PAGE_JS_BUDGET_KB,
      );
    });
  }
});

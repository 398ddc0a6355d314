import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { notFoundPath, prerenderPaths, productPaths, savedQuotePaths } from "../app/route-paths";
import {
  islandsIn,
  isReadingPage,
  READING_PAGE_JS_BUDGET_KB,
  referencedScriptKb,
  scriptsReferencedBy,
} from "./page-scripts.mjs";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

/** Pages with a form or a quote set: they hold islands. Finding a saved quote is a React Router page. */
const formPages = new Set(["/", "/home", ...productPaths, "/contact"]);
/** The guides, the hub, the legal pages, the sitemap page and the not-found page. */
const readingPaths = prerenderPaths.filter((page) => !formPages.has(page) && !savedQuotePaths.includes(page));

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
        notFoundPath,
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

  it("home and the product pages hold the quote form island, contact its form, a saved quote page its set", async () => {
    expect(islandsIn(await builtPage("/"))).toEqual(expect.arrayContaining(["quote-form", "faq", "video"]));
    for (const page of productPaths) expect(islandsIn(await builtPage(page))).toEqual(["quote-form"]);
    expect(islandsIn(await builtPage("/contact"))).toEqual(["contact-form"]);
    expect(islandsIn(await builtPage("/quotes/saved"))).toEqual(["saved-quotes"]);
  });
});

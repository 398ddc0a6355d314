// Lighthouse benchmark of the production build: serves build/client on a spare loopback port,
// runs Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium on every page
// listed in the generated sitemap.xml, three times each, and prints a table of the medians of
// the four category scores and the main timings, the gzipped JavaScript and CSS each page loads,
// and which targets (issues 18 and 26) a page misses; then every island's JavaScript once loaded,
// with the packages that weigh most in it (from the rollup-plugin-visualizer figures of the
// build). Figures only: the exit code is always 0.
// With --results it also measures a real quote set's page (the results): it starts the built API
// on 127.0.0.1:3001 (the address the build calls) with a scratch database, asks it for car quotes
// and measures /quotes/<reference> once the results have rendered.
// Usage: pnpm --filter @plummet/web bench [-- --only /,/contact] [-- --runs 3] [-- --results]

import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { accountPages, emailLinkPages } from "@plummet/contracts";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createServer as createViteServer } from "vite";
import { chromiumFlags } from "../../../scripts/chromium.mjs";
import { createSiteServer } from "../server.mjs";
import {
  gzippedKb,
  islandLoadedScripts,
  islandsIn,
  isReadingPage,
  PAGE_JS_BUDGET_KB,
  READING_PAGE_JS_BUDGET_KB,
  readManifest,
} from "./page-scripts.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, lcpS: 1.8, cls: 0 };

const buildDir = fileURLToPath(new URL("../build/client", import.meta.url));
// The visualiser's figures for the same build (vite.config.ts writes them beside build/client).
const bundleStatsPath = fileURLToPath(new URL("../build/bundle-stats.json", import.meta.url));
const bundleReportPath = fileURLToPath(new URL("../build/bundle-report.html", import.meta.url));
// Measure a snapshot, so a rebuild while the bench runs (it takes minutes) cannot pull files away.
const clientDir = await mkdtemp(path.join(tmpdir(), "plummet-bench-"));
await cp(buildDir, clientDir, { recursive: true });
// pnpm passes a literal "--" through ("bench -- --only /"): drop it.
const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    only: { type: "string" },
    runs: { type: "string", default: "3" },
    results: { type: "boolean", default: false },
  },
});

/** The pages to measure: the sitemap's, in route order, so the bench measures what was built. */
async function pagePaths({ all = false } = {}) {
  const sitemap = await readFile(path.join(clientDir, "sitemap.xml"), "utf8");
  const paths = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname),
    // Prerendered but not listed: the alias of home, the not-found page (a reading page),
    // finding a saved quote, the full quote's pages, the forms emails link to and the account's
    // pages (noindex).
    "/home",
    "/404",
    "/quotes",
    "/exact-price",
    emailLinkPages.renewalReminder,
    emailLinkPages.manageReminder,
    emailLinkPages.unsubscribe,
    emailLinkPages.yourData,
    emailLinkPages.yourDataView,
    accountPages.account,
    accountPages.signIn,
  ];
  if (!options.only || all) return paths;
  const wanted = new Set(options.only.split(","));
  return paths.filter((pagePath) => wanted.has(pagePath));
}

const RUNS = Number(options.runs);

/** The JavaScript budget of a page: 10 KB on a reading page (issue 18), 100 KB on any other (issue 26). */
async function jsBudgetKb(pagePath) {
  // A quote set's page is the one prerendered shell (server.mjs).
  const file = pagePath.startsWith("/quotes/") ? "/quotes/saved" : pagePath;
  const html = await readFile(path.join(clientDir, file, "index.html"), "utf8");
  return isReadingPage(html) ? READING_PAGE_JS_BUDGET_KB : PAGE_JS_BUDGET_KB;
}

/** The middle value (runs are odd in number; for an even count, the lower middle). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const gzipCache = new Map();
/** Gzipped size (level 9) of a same-origin file of the build, in bytes. */
async function gzippedSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const data = await readFile(path.join(clientDir, decodeURIComponent(urlPath)));
    gzipCache.set(urlPath, gzipSync(data, { level: 9 }).byteLength);
  }
  return gzipCache.get(urlPath);
}

/** Sum of the gzipped JS and CSS the page requested during the Lighthouse run. */
async function assetWeights(lhr, origin) {
  const totals = { Script: 0, Stylesheet: 0 };
  for (const request of lhr.audits["network-requests"].details.items) {
    if (!(request.resourceType in totals)) continue;
    const url = new URL(request.url);
    totals[request.resourceType] +=
      url.origin === origin ? await gzippedSize(url.pathname) : (request.transferSize ?? 0);
  }
  return { jsKb: totals.Script / 1024, cssKb: totals.Stylesheet / 1024 };
}

/**
 * Why a page misses a target: for performance, the opportunities Lighthouse estimates would save
 * the most time; for the other categories, every weighted audit that did not pass.
 */
function failingAudits(lhr) {
  const reasons = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (Math.round((category?.score ?? 0) * 100) >= TARGETS[id]) continue;
    const audits = category.auditRefs.map((ref) => ({ ref, audit: lhr.audits[ref.id] }));
    if (id === "performance") {
      const opportunities = audits
        .filter(({ audit }) => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) > 0)
        .sort(
          (a, b) =>
            (b.audit.metricSavings.LCP ?? 0) +
            (b.audit.metricSavings.FCP ?? 0) -
            (a.audit.metricSavings.LCP ?? 0) -
            (a.audit.metricSavings.FCP ?? 0),
        )
        .slice(0, 3)
        .map(
          ({ audit }) =>
            `${audit.id} (~${Math.round((audit.metricSavings.LCP ?? audit.metricSavings.FCP) / 10) * 10} ms)`,
        );
      if (opportunities.length) reasons.push(`performance: ${opportunities.join(", ")}`);
    } else {
      const failed = audits.filter(
        ({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1,
      );
      reasons.push(...failed.map(({ audit }) => `${id}: ${audit.id}`));
    }
  }
  return reasons;
}

const server = createSiteServer(clientDir);
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const API_ORIGIN = "http://127.0.0.1:3001";
/** A car quote request like the form's (the results of a full panel). */
const RESULTS_REQUEST = {
  insuranceType: "car",
  coverageAmount: "standard",
  age: 35,
  postcode: "SW1A 1AA",
  email: "bench@example.com",
};

/** Starts the built API for the results page; resolves to its process and a fresh quote set's path. */
async function startApiWithQuoteSet() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "plummet-bench-api-"));
  const api = spawn(process.execPath, [fileURLToPath(new URL("../../api/dist/server.js", import.meta.url))], {
    env: {
      ...process.env,
      PORT: "3001",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      CORS_ORIGINS: `${origin},http://localhost:3000`,
      // The bench's site is the API's site: its pages call with the account's cookie.
      SITE_URL: origin,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  api.dataDir = dataDir;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (api.exitCode !== null) throw new Error("The API stopped while starting (is port 3001 free?)");
    const healthy = await fetch(`${API_ORIGIN}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const response = await fetch(`${API_ORIGIN}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(RESULTS_REQUEST),
  });
  if (!response.ok) throw new Error(`The API answered ${response.status} to the bench's quote request`);
  const { reference } = await response.json();
  return { api, resultsPath: `/quotes/${reference}` };
}

/** The npm package (or workspace folder) a module of the bundle comes from. */
function packageOf(moduleId) {
  const installed = moduleId.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (installed) return installed[1];
  return moduleId
    .replace(/^.*?\/(apps|packages)\//, "$1/")
    .split("/")
    .slice(0, 2)
    .join("/");
}

/**
 * Every island as the browser has it once hydrated (page-scripts.mjs): the gzipped KB of the
 * page's scripts, React DOM and the island's chunks, and the packages that weigh most in them,
 * from the visualiser's figures (each module gzipped alone, so they add up to more than the total).
 */
async function islandWeights() {
  const manifest = await readManifest(clientDir);
  // island-sources.ts is TypeScript that imports the islands' modules: a Vite server runs it.
  const appRoot = fileURLToPath(new URL("..", import.meta.url));
  const vite = await createViteServer({
    configFile: false,
    root: appRoot,
    logLevel: "error",
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
  });
  const sources = await vite
    .ssrLoadModule("/scripts/island-sources.ts")
    .then((module) => module.islandSources(manifest, appRoot))
    .finally(() => vite.close());
  const stats = JSON.parse(await readFile(bundleStatsPath, "utf8").catch(() => "null"));
  const readUrl = (url) => readFile(path.join(clientDir, decodeURIComponent(url)));
  const rows = [];
  const pages = [...(await pagePaths({ all: true })), "/quotes/saved"];
  for (const [island, source] of Object.entries(sources)) {
    const pagePath = [];
    for (const candidate of pages) {
      const html = await readFile(path.join(clientDir, candidate, "index.html"), "utf8").catch(() => "");
      if (islandsIn(html).includes(island)) {
        pagePath.push(candidate, html);
        break;
      }
    }
    if (pagePath.length === 0) continue;
    const [page, html] = pagePath;
    const { files, inline } = islandLoadedScripts(html, source, manifest);
    let kb = inline.reduce((sum, body) => sum + gzippedKb(Buffer.from(body)), 0);
    for (const url of files) kb += gzippedKb(await readUrl(url));
    const byPackage = new Map();
    if (stats) {
      const bundles = new Set(files.map((url) => url.replace(/^\//, "")));
      for (const meta of Object.values(stats.nodeMetas))
        for (const [bundle, part] of Object.entries(meta.moduleParts)) {
          if (!bundles.has(bundle)) continue;
          const key = packageOf(meta.id);
          byPackage.set(key, (byPackage.get(key) ?? 0) + stats.nodeParts[part].gzipLength / 1024);
        }
    }
    const heaviest = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 6);
    rows.push({ island, page, kb, heaviest });
  }
  return rows;
}
const islands = await islandWeights();

const results = options.results ? await startApiWithQuoteSet() : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: chromiumFlags,
  logLevel: "silent",
});

const rows = [];
let lighthouseVersion = "";
try {
  for (const pagePath of [...(await pagePaths()), ...(results ? [results.resultsPath] : [])]) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = result;
      lighthouseVersion = lhr.lighthouseVersion;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        fcp: metric("first-contentful-paint") / 1000,
        lcp: metric("largest-contentful-paint") / 1000,
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        ...(await assetWeights(lhr, origin)),
        failing: failingAudits(lhr),
      });
    }
    // Each figure is its median over the runs; the reasons are those of the median-scoring run.
    const row = {
      path: pagePath,
      perfRuns: runs.map((run) => run.performance),
      jsBudgetKb: await jsBudgetKb(pagePath),
    };
    for (const key of Object.keys(runs[0]).filter((key) => key !== "failing"))
      row[key] = median(runs.map((run) => run[key]));
    // The not-found page and a quote set's page are noindex on purpose, which Lighthouse's SEO
    // score counts against them.
    const noIndex = pagePath === "/404" || pagePath === "/quotes" || pagePath.startsWith("/quotes/");
    const scored = noIndex ? CATEGORIES.filter((id) => id !== "seo") : CATEGORIES;
    const belowScores = scored
      .filter((id) => row[id] < TARGETS[id])
      .map((id) => `${id} ${row[id]} < ${TARGETS[id]}`);
    row.failing = [
      ...belowScores,
      ...(runs.find((run) => run.performance === row.performance)?.failing ?? []).filter((reason) =>
        scored.some((id) => reason.startsWith(`${id}:`)),
      ),
      ...(row.lcp > TARGETS.lcpS ? [`LCP ${row.lcp.toFixed(2)} s > ${TARGETS.lcpS} s`] : []),
      ...(row.cls > TARGETS.cls ? [`CLS ${row.cls.toFixed(3)} > 0`] : []),
      ...(row.jsBudgetKb !== undefined && row.jsKb > row.jsBudgetKb
        ? [`JS ${row.jsKb.toFixed(1)} KB > ${row.jsBudgetKb} KB`]
        : []),
    ];
    rows.push(row);
    process.stderr.write(`measured ${pagePath} (performance ${row.perfRuns.join(", ")})\n`);
  }
} finally {
  await chrome.kill();
  server.close();
  if (results) {
    results.api.kill();
    await once(results.api, "exit");
    await rm(results.api.dataDir, { recursive: true, force: true });
  }
  await rm(clientDir, { recursive: true, force: true });
}

const header =
  "| Route | Perf (median) | Perf runs | A11y | Best practices | SEO | FCP s | LCP s | TBT ms | CLS | JS KB gz | JS budget KB | CSS KB gz |";
console.log(
  `\nLighthouse ${lighthouseVersion} mobile, simulated throttling, median of ${RUNS} runs, ${new Date().toISOString()}\n`,
);
console.log(header);
console.log(
  `|${header
    .split("|")
    .slice(1, -1)
    .map(() => " --- ")
    .join("|")}|`,
);
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.performance} | ${row.perfRuns.join(" ")} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ${row.fcp.toFixed(2)} | ${row.lcp.toFixed(2)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} | ${row.jsBudgetKb ?? "-"} | ${row.cssKb.toFixed(1)} |`,
  );
}

console.log(
  `\nIslands once loaded (the page's scripts, React DOM and the island's chunks; target ${PAGE_JS_BUDGET_KB} KB gz):\n`,
);
console.log("| Island | Page | JS KB gz once loaded | Heaviest packages (KB gz, each module alone) |");
console.log("| --- | --- | --- | --- |");
for (const row of islands)
  console.log(
    `| ${row.island} | ${row.page} | ${row.kb.toFixed(1)} | ${row.heaviest.map(([name, kb]) => `${name} ${kb.toFixed(1)}`).join(", ")} |`,
  );
console.log(`\nThe bundle, visualised: ${bundleReportPath} (rollup-plugin-visualizer treemap of this build)`);

const belowTarget = rows.filter((row) => row.failing.length > 0);
console.log(
  `\nTargets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpS} s, CLS 0, accessibility/best practices/SEO 100; JS on load at most ${PAGE_JS_BUDGET_KB} KB gz on every page, ${READING_PAGE_JS_BUDGET_KB} KB on reading pages.`,
);
console.log(
  belowTarget.length === 0
    ? `Every measured route meets its targets.`
    : `Below target:\n${belowTarget.map((row) => `  ${row.path}: ${row.failing.join(", ")}`).join("\n")}`,
);

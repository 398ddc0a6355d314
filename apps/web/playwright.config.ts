import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";
import { otherPortsEnv, runFolder } from "./playwright-run";

// This run's databases and mail; journeys read the quote emails the API wrote there (.eml files in
// its mail folder).
export const E2E_DATA_DIR = runFolder("plummet-e2e-db-", "E2E_DATA_DIR");

/**
 * The ports the run starts the site and the API on: 3000 and 3001 unless E2E_SITE_PORT and
 * E2E_API_PORT say otherwise (another run on the same machine). The site must then be built with
 * VITE_API_URL=http://localhost:<E2E_API_PORT>, as its pages call the API at the address built in.
 */
const SITE_PORT = process.env.E2E_SITE_PORT ?? "3000";
const API_PORT = process.env.E2E_API_PORT ?? "3001";
process.env.E2E_API_URL ??= `http://127.0.0.1:${API_PORT}`;
const otherPorts = otherPortsEnv(SITE_PORT, API_PORT);

/**
 * The journeys' browsers run JavaScript without V8's optimising compilers (its interpreter and
 * baseline compiler only): a journey's page lives for seconds, and optimising axe and the islands
 * cost more CPU than it saved. All 381 journeys, back to back: 418 s and 818 CPU-seconds with them,
 * 386 s and 752 without. What the pages do is the same; the Lighthouse bench starts its own browser.
 */
const launchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, "--js-flags=--max-opt=1"],
};

/**
 * Journeys run against the production build: the prerendered site served by server.mjs and the
 * built API, both started here on loopback and stopped when the run ends.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  // Four on a two-core machine: a journey spends part of its time waiting (for the network to go
  // quiet, for the API, for an email), and the other workers use those waits. All 381 journeys,
  // run back to back: 377 s with three workers, 340 s with four (docs/perf/issue-33-test-time.md).
  workers: 4,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  // Four journeys at a time on two cores make each one slower, most as the run starts and four
  // browsers launch at once: a part whose code loads as the visitor nears it (the toasts, a form)
  // took more than the default 5 s to appear on a busy CI machine. Longer limits cost a passing
  // journey nothing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A journey run on its own keeps a trace when it fails; `npm test` (test:e2e) runs with
  // --trace=off, as recording every action of every journey made the run about 20% slower.
  use: { baseURL: `http://localhost:${SITE_PORT}`, trace: "retain-on-failure" },
  // Every journey runs at a desktop width and on a phone (Chromium with Pixel 7 metrics and touch).
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
      // What search engines read is the same HTML at every width: checked once, at desktop width.
      testIgnore: /seo\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: "node ../api/dist/server.js",
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      // A database of its own for each run: the embedded PGlite folder cannot be shared with
      // another API process (a dev server, another run), and a run never sees stale data.
      env: { PORT: API_PORT, HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: E2E_DATA_DIR, ...otherPorts },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${SITE_PORT}/`,
      // Serves a copy of the build taken at start: a rebuild during the run cannot pull pages away.
      // VITE_API_URL (the build's) names the API in the server's Content-Security-Policy.
      env: {
        PORT: SITE_PORT,
        HOST: "127.0.0.1",
        SERVE_SNAPSHOT: "1",
        ...(process.env.VITE_API_URL ? { VITE_API_URL: process.env.VITE_API_URL } : {}),
      },
      // SIGTERM (not the default SIGKILL) lets the server remove its snapshot on the way out.
      gracefulShutdown: { signal: "SIGTERM", timeout: 2000 },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions as launchOptions } from "../../scripts/chromium.mjs";
import { otherPortsEnv, runFolder } from "./playwright-run";

/**
 * The journey to a remote insurer: the production build of the site and the API as in
 * playwright.config.ts, the API asking only the insurer sandbox (BUILTIN_PANEL=off), and the
 * sandbox itself, all three started here on loopback and stopped when the run ends. It runs after
 * the main journeys (`test:e2e`), on the same ports.
 */
const SITE_PORT = process.env.E2E_SITE_PORT ?? "3000";
const API_PORT = process.env.E2E_API_PORT ?? "3001";
const SANDBOX_PORT = process.env.E2E_SANDBOX_PORT ?? "3002";
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
const SANDBOX_SECRET = "the e2e sandbox's secret, local only";

/**
 * With E2E_STREAMING=1 the same three servers run the streamed results' journey (e2e-stream/):
 * the built-in panel on beside the sandbox's insurers, which answer in 800 ms, so the first quotes
 * are on screen well before the remote ones.
 */
const STREAMING = process.env.E2E_STREAMING === "1";

const folder = runFolder("plummet-e2e-insurers-", "E2E_INSURERS_DIR");
const remoteFile = path.join(folder, "remote-insurers.json");

// The runner (not its workers) writes this run's insurers file.
if (!process.env.TEST_WORKER_INDEX) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    remoteFile,
    JSON.stringify(
      [
        ["marram", "Marram Assurance", ["car", "van", "home"]],
        ["pebblecroft", "Pebblecroft Insurance", ["car", "bike", "travel"]],
        ["thistlewick", "Thistlewick Direct", ["car", "travel", "breakdown", "medical"]],
      ].map(([slug, name, products]) => ({
        slug,
        name,
        products,
        endpoint: `${SANDBOX_URL}/insurers/${slug}/quote`,
        landingUrl: `${SANDBOX_URL}/insurers/${slug}/continue`,
        secretEnv: "E2E_SANDBOX_SECRET",
        // Marram speaks protocol 2: it is sent the full quote's answers.
        ...(slug === "marram" && { protocol: 2 }),
      })),
    ),
  );
}

export default defineConfig({
  testDir: STREAMING ? "./e2e-stream" : "./e2e-insurers",
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  // The full quote's journey answers about forty questions, with an accessibility check on each page.
  timeout: 120_000,
  use: { baseURL: `http://localhost:${SITE_PORT}`, trace: "retain-on-failure" },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } }],
  webServer: [
    {
      command: "node ../insurer-sandbox/dist/server.js",
      url: `${SANDBOX_URL}/health`,
      env: {
        PORT: SANDBOX_PORT,
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        SANDBOX_SECRET,
        SANDBOX_LATENCY_MS: STREAMING ? "800" : "20",
        PLUMMET_JWKS_URL: `http://127.0.0.1:${API_PORT}/.well-known/jwks.json`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node ../api/dist/server.js",
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      env: {
        PORT: API_PORT,
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: path.join(folder, "data"),
        BUILTIN_PANEL: STREAMING ? "on" : "off",
        REMOTE_INSURERS_FILE: remoteFile,
        E2E_SANDBOX_SECRET: SANDBOX_SECRET,
        // The sandbox also answers as the DVLA's Vehicle Enquiry Service, with its secret as the key.
        VEHICLE_LOOKUP_URL: SANDBOX_URL,
        VEHICLE_LOOKUP_KEY: SANDBOX_SECRET,
        METRICS_PORT: "off",
        ...otherPortsEnv(SITE_PORT, API_PORT),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${SITE_PORT}/`,
      env: { PORT: SITE_PORT, HOST: "127.0.0.1", SERVE_SNAPSHOT: "1" },
      gracefulShutdown: { signal: "SIGTERM", timeout: 2000 },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

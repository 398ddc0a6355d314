import { defineConfig, devices } from "@playwright/test";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
};

/**
 * Journeys run against the production build: the prerendered site served by server.mjs and the
 * built API, both started here on loopback and stopped when the run ends.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { baseURL: "http://localhost:3000", trace: "retain-on-failure" },
  // Every journey runs at a desktop width and on a phone (Chromium with Pixel 7 metrics and touch).
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions } },
  ],
  webServer: [
    {
      command: "node ../api/dist/server.js",
      url: "http://127.0.0.1:3001/api/health",
      env: { PORT: "3001", HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      url: "http://127.0.0.1:3000/",
      env: { PORT: "3000", HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

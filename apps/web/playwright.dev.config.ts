import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";

/**
 * A throwaway database for the API `pnpm dev` starts, so a developer's apps/api/data is never
 * touched: emptied by the runner (not its workers) as each run starts.
 */
const DEV_DATA_DIR = path.join(tmpdir(), "plummet-dev-e2e-db");
if (!process.env.TEST_WORKER_INDEX) rmSync(DEV_DATA_DIR, { recursive: true, force: true });

/**
 * `pnpm dev` from the repository's root, as a developer starts it from a fresh clone: turbo builds
 * the packages, then runs the site (`react-router dev`, hot reload) on :3000 and the API (restarting
 * on change) on :3001. Its pages must load the islands as the build does, and nothing else; the API
 * must answer. Started on loopback and stopped when the run ends; it runs after the other journeys
 * (`test:e2e`), so the ports are free.
 */
export default defineConfig({
  testDir: "./e2e-dev",
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  // The development server compiles each module on its first request.
  timeout: 60_000,
  use: { baseURL: "http://localhost:3000", trace: "retain-on-failure" },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: "pnpm dev",
    cwd: "../..",
    url: "http://127.0.0.1:3000/",
    env: { DATA_DIR: DEV_DATA_DIR, LOG_LEVEL: "warn", TURBO_UI: "false" },
    // SIGTERM (not the default SIGKILL): turbo then stops the tasks it started in groups of their own.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});

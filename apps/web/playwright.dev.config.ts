import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./playwright.config";

/**
 * The development server (`react-router dev`, what `pnpm dev` runs for the site) in Chromium: its
 * pages must load the islands as the build does, and nothing else. Started here on loopback
 * (E2E_DEV_PORT, default 3000) and stopped when the run ends; it runs after the other journeys
 * (`test:e2e`), so the port is free. No API: the islands checked here need none.
 */
const DEV_PORT = process.env.E2E_DEV_PORT ?? "3000";

export default defineConfig({
  testDir: "./e2e-dev",
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  // The development server compiles each module on its first request.
  timeout: 60_000,
  use: { baseURL: `http://localhost:${DEV_PORT}`, trace: "retain-on-failure" },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: `pnpm exec react-router dev --port ${DEV_PORT} --strictPort`,
    url: `http://127.0.0.1:${DEV_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

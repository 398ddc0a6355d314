import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";

const PORT = Number(process.env.STORYBOOK_VISUAL_PORT ?? 6107);

/**
 * Visual regression: every story of the static Storybook screenshotted in Debian's Chromium at a
 * phone's and a laptop's width, against the baselines committed in visual/__screenshots__.
 * Accept an intended change with `pnpm --filter @plummet/ui test:visual --update-snapshots`.
 */
export default defineConfig({
  testDir: "./visual",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css" } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [
        ...chromiumLaunchOptions.args,
        // Text drawn the same way on every run and machine.
        "--font-render-hinting=none",
        "--disable-lcd-text",
      ],
    },
    deviceScaleFactor: 1,
    colorScheme: "light",
    reducedMotion: "reduce",
    locale: "en-GB",
    timezoneId: "Europe/London",
  },
  webServer: {
    command: `node scripts/serve-storybook.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

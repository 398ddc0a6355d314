import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";

// Every story runs as a test in Debian's Chromium (no browser download), with its play function
// and the accessibility checks of the a11y addon.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          // The story files share one page and its loaded modules (React, Radix, the stories'
          // set-up) instead of each loading them afresh: 30 s against 49 s for the 149 stories, and
          // half the CPU. Each story is still a test of its own, with its play function and checks.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";

/** The widths of issue 26: a phone (390 x 844), then a laptop (1280 x 800). */
const screens = [
  { name: "390", width: 390, height: 844 },
  { name: "1280", width: 1280, height: 800 },
] as const;

type IndexEntry = { id: string; title: string; name: string; type: "story" | "docs" };

// The stories of the static Storybook as built (storybook-static/index.json), so a new story is
// screenshotted without touching this file, and one without a baseline fails until it has one.
const index: { entries: Record<string, IndexEntry> } = JSON.parse(
  readFileSync(fileURLToPath(new URL("../storybook-static/index.json", import.meta.url)), "utf8"),
);
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");

/** Waits until the story has rendered and its play function, if any, has finished. */
async function storyFinished(page: Page) {
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    if (phase === "errored" || phase === "aborted") throw new Error(`The story ${phase}`);
    return phase === "finished";
  });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The part of the screen the story draws on: the full width, down to the lowest visible element
 * (the story's root, or a sheet, menu or toast in a portal), at most the screen's height. Small
 * components make small images.
 */
async function drawnArea(page: Page, screen: (typeof screens)[number]) {
  // Measured once layout has settled: two frames after the story finished.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const bottom = await page.evaluate(() => {
    let lowest = 0;
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("#storybook-docs")) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) lowest = Math.max(lowest, box.bottom);
    }
    return Math.ceil(lowest);
  });
  return { x: 0, y: 0, width: screen.width, height: Math.min(Math.max(bottom, 1), screen.height) };
}

test.describe.configure({ mode: "parallel" });

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    for (const screen of screens) {
      // A fresh render at each width, as a visitor would open it; the accessibility checks run in
      // the story tests (vitest), so they are switched off here, where they would only take time.
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
      await storyFinished(page);
      await expect(page).toHaveScreenshot(`${story.id}-${screen.name}.png`, {
        clip: await drawnArea(page, screen),
      });
    }
  });
}

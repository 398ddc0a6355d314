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

type Preview = { currentRender?: { id?: string; phase?: string } };
type Channel = { emit(event: string, payload: unknown): void };

/**
 * Renders `storyId` afresh in the page and waits until it has rendered and its play function, if
 * any, has finished. The first story of a worker loads Storybook's preview (iframe.html); each
 * story after it is set through the preview's own channel, as Storybook's sidebar does, so the
 * preview's code is read once per worker rather than once per screenshot. A story shown again (at
 * the second width) is remounted: a fresh render, its play function run again.
 */
async function renderStory(page: Page, storyId: string) {
  if (!page.url().includes("/iframe.html")) {
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
  } else {
    await page.evaluate((id) => {
      const target = window as unknown as { __STORYBOOK_PREVIEW__: Preview & { channel: Channel } };
      const preview = target.__STORYBOOK_PREVIEW__;
      if (preview.currentRender) preview.currentRender.phase = "switching";
      if (preview.currentRender?.id === id) preview.channel.emit("forceRemount", { storyId: id });
      else preview.channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
    }, storyId);
  }
  await page.waitForFunction((id) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
      ?.currentRender;
    if (render?.id !== id) return false;
    if (render.phase === "errored" || render.phase === "aborted")
      throw new Error(`The story ${render.phase}`);
    return render.phase === "finished";
  }, storyId);
  await page.evaluate(() => document.fonts.ready);
}

/** How many requests each page has open: the code of a part the story loads later, on its way. */
const openRequests = new WeakMap<Page, number>();

function countOpenRequests(page: Page) {
  openRequests.set(page, 0);
  const change = (by: number) => () => openRequests.set(page, (openRequests.get(page) ?? 0) + by);
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
}

/** The bottom of the lowest visible element: the story's root, or a sheet, menu or toast in a portal. */
async function lowestBottom(page: Page): Promise<number> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    let lowest = 0;
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("#storybook-docs")) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) lowest = Math.max(lowest, box.bottom);
    }
    return Math.ceil(lowest);
  });
}

/**
 * The part of the screen the story draws on: the full width, down to the lowest visible element,
 * at most the screen's height. Small components make small images. Measured once layout has
 * settled: no request open (a part loaded later has arrived) and the same bottom two frames apart,
 * so it is the same whether or not an earlier story in this page already fetched that part's code.
 */
async function drawnArea(page: Page, screen: (typeof screens)[number]) {
  let bottom = -1;
  for (;;) {
    await expect.poll(() => openRequests.get(page)).toBe(0);
    const now = await lowestBottom(page);
    if (now === bottom) break;
    bottom = now;
  }
  return { x: 0, y: 0, width: screen.width, height: Math.min(Math.max(bottom, 1), screen.height) };
}

test.describe.configure({ mode: "parallel" });

/** One page per worker, kept from story to story, with the config's settings (`use`). */
const it = test.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, deviceScaleFactor, colorScheme, reducedMotion, locale, timezoneId } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        deviceScaleFactor,
        colorScheme,
        reducedMotion,
        locale,
        timezoneId,
      });
      const page = await context.newPage();
      countOpenRequests(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

for (const story of stories) {
  it(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    for (const screen of screens) {
      // A fresh render at each width, as a visitor would open it; the accessibility checks run in
      // the story tests (vitest), so they are switched off here, where they would only take time.
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await renderStory(page, story.id);
      await expect(page).toHaveScreenshot(`${story.id}-${screen.name}.png`, {
        clip: await drawnArea(page, screen),
      });
    }
  });
}

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/** WCAG 2.2 A and AA, as axe tags them. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeScope {
  /** Only the rules with these tags; every rule when left out. */
  tags?: string[];
  /** Only this part of the page (a CSS selector). */
  include?: string;
}

/**
 * axe-core run in the page itself (its "legacy mode"). The default runs axe in each frame and
 * then again in a new blank page to put the frames' answers together, which took twice as long;
 * the site's pages have no frames, so the two check the same thing. Only violations are
 * collected, as they are all a journey asserts on.
 *
 * The axe it runs is this package's own `axe-core` (4.14, as in Storybook's checks and
 * Lighthouse), not the older one the Playwright helper depends on: 4.14 keeps each colour it has
 * parsed, where 4.13 parsed the site's `oklch()` colours again for every element.
 */
export async function axeViolations(page: Page, { tags, include }: AxeScope = {}): Promise<string[]> {
  // The equivalence above holds only while the page has no frames.
  expect(page.frames(), "frames on the page (axe's legacy mode skips cross-origin ones)").toHaveLength(1);
  let builder = new AxeBuilder({ page, axeSource: axe.source })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (tags) builder = builder.withTags(tags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}) {
  expect(await axeViolations(page, scope), "axe violations").toEqual([]);
}

/** WCAG 2.2 A and AA on the page as it is. */
export async function expectNoWcagViolations(page: Page) {
  await expectNoAxeViolations(page, { tags: WCAG_TAGS });
}

/**
 * axe for a page opened with JavaScript off (axe itself is a script): on a copy of its DOM, its
 * scripts removed, served at the same address to a page with JavaScript on.
 */
export async function expectNoAxeViolationsWithoutJavaScript(page: Page) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  const browser = page.context().browser()!;
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    // Same origin, so the page's stylesheets load as they did; no script of the site runs.
    await copy.route(page.url(), (route) => route.fulfill({ contentType: "text/html", body: html }));
    await copy.goto(page.url());
    await expectNoWcagViolations(copy);
  } finally {
    await context.close();
  }
}

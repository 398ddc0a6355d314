import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { sitePaths } from "../app/route-paths";

/** WCAG 2.2 A and AA, as axe tags them. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Internal addresses already answered 200 in this worker; each is fetched once per run per worker. */
const answered = new Set<string>();

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  page.on("requestfailed", (request) => errors.push(`Request failed: ${request.url()}`));
  return errors;
}

/** Every same-origin address the page links to or loads an image from, without its fragment. */
async function internalAddresses(page: Page, origin: string): Promise<string[]> {
  const urls = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll("a[href]"), (a) => (a as HTMLAnchorElement).href),
    ...Array.from(document.querySelectorAll("img[src]"), (img) => (img as HTMLImageElement).src),
  ]);
  const internal = urls
    .map((url) => new URL(url))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set(internal)];
}

for (const path of sitePaths) {
  test.describe(`route ${path}`, () => {
    test("renders its heading without console errors", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status(), "status").toBe(200);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page).toHaveTitle(/Plummet/);
      expect(errors, "console errors").toEqual([]);
    });

    test("has no WCAG 2.2 A/AA violations", async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(" | ")}`,
      );
      expect(summary).toEqual([]);
    });

    test("every internal link and image answers 200", async ({ page, request, baseURL }) => {
      await page.goto(path);
      const origin = new URL(baseURL ?? "http://localhost:3000").origin;
      const broken: string[] = [];
      for (const address of await internalAddresses(page, origin)) {
        if (answered.has(address)) continue;
        const status = (await request.get(address, { maxRedirects: 0 })).status();
        if (status === 200) answered.add(address);
        else broken.push(`${address} -> ${status}`);
      }
      expect(broken).toEqual([]);
    });
  });
}

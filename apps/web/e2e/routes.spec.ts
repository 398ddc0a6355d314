import { expect, type Page, test } from "@playwright/test";
import { articles } from "@plummet/content/articles";
import { sitePaths } from "../app/route-paths";
import { axeViolations, WCAG_TAGS } from "./axe";
import { expectSecurityHeaders, runEveryIsland, watchViolations } from "./csp";

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

// One page load per route and width checks what a visitor sees, WCAG, its links, and its
// Content-Security-Policy (its headers, and nothing blocked once every island has run).
for (const path of sitePaths) {
  test(`route ${path}: its heading without console errors, no WCAG 2.2 A/AA violations, every internal link and image answering 200, nothing blocked by its security policy`, async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = collectConsoleErrors(page);
    const blocked = await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.status(), "status").toBe(200);
    expectSecurityHeaders(response, path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page).toHaveTitle(/Plummet/);

    expect(await axeViolations(page, { tags: WCAG_TAGS }), "WCAG 2.2 A/AA violations").toEqual([]);

    const origin = new URL(baseURL ?? "http://localhost:3000").origin;
    const broken: string[] = [];
    for (const address of await internalAddresses(page, origin)) {
      if (answered.has(address)) continue;
      const status = (await request.get(address, { maxRedirects: 0 })).status();
      if (status === 200) answered.add(address);
      else broken.push(`${address} -> ${status}`);
    }
    expect(broken, "internal links and images not answering 200").toEqual([]);
    await runEveryIsland(page);
    expect(await blocked(), "Content-Security-Policy violations").toEqual([]);
    expect(errors, "console errors").toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------
// What the resources hub, the guides and the static pages must show (docs/product/screens.md).

/** content-exports.md: each guide's category, read time, date and closing button. */
const guides = [
  [
    "complete-guide-car-insurance-uk",
    "Car Insurance",
    10,
    "12 August 2025",
    "Compare Car Insurance",
    "/car-insurance",
  ],
  [
    "buildings-vs-contents-insurance-guide",
    "Home Insurance",
    7,
    "11 August 2025",
    "Compare Home Insurance",
    "/home-insurance",
  ],
  [
    "travel-insurance-checklist-before-you-go",
    "Travel Insurance",
    5,
    "10 August 2025",
    "Compare Travel Insurance",
    "/travel-insurance",
  ],
  [
    "pet-insurance-claims-guide",
    "Pet Insurance",
    7,
    "8 August 2025",
    "Compare Pet Insurance",
    "/pet-insurance",
  ],
  [
    "term-vs-whole-life-insurance-comparison",
    "Life Insurance",
    10,
    "5 August 2025",
    "Compare Life Insurance",
    "/life-insurance",
  ],
  [
    "commercial-van-insurance-business-vs-private",
    "Van Insurance",
    6,
    "3 August 2025",
    "Compare Van Insurance",
    "/van-insurance",
  ],
  [
    "motorcycle-insurance-new-riders-guide",
    "Motorcycle Insurance",
    8,
    "1 August 2025",
    "Compare Motorcycle Insurance",
    "/bike-insurance",
  ],
  [
    "rac-aa-green-flag-breakdown-cover-comparison",
    "Breakdown Cover",
    12,
    "30 July 2025",
    "Compare Breakdown Cover",
    "/breakdown-cover",
  ],
  [
    "how-to-save-money-on-insurance-expert-tips",
    "Insurance Tips",
    9,
    "28 July 2025",
    "Compare Insurance Quotes",
    "/",
  ],
  [
    "insurance-claims-process-what-to-expect",
    "Claims Guide",
    11,
    "25 July 2025",
    "Compare Insurance Quotes",
    "/",
  ],
] as const;

test.describe("resources hub", () => {
  test("breadcrumb, the featured car guide and a grid of the other nine", async ({ page }) => {
    await page.goto("/resources");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Insurance Resources")).toHaveAttribute("aria-current", "page");

    const featured = page.getByRole("region", { name: "Featured guide" });
    await expect(featured.getByRole("link")).toHaveCount(1);
    await expect(featured.getByRole("link")).toHaveAttribute("href", `/resources/${guides[0][0]}`);

    const grid = page.getByRole("region", { name: "More guides" }).getByRole("listitem");
    await expect(grid).toHaveCount(9);
    for (const [index, [slug, category, readTime, date]] of guides.slice(1).entries()) {
      const card = grid.nth(index);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/resources/${slug}`);
      await expect(card.getByText(category, { exact: true })).toBeVisible();
      await expect(card.getByText(`${readTime} min read`)).toBeVisible();
      await expect(card.getByText(date)).toBeVisible();
    }
  });

  test("opening a guide from further down the hub starts at the top of the guide", async ({ page }) => {
    await page.goto("/resources");
    await page.waitForLoadState("networkidle");
    const lastCard = page.getByRole("region", { name: "More guides" }).getByRole("link").last();
    await lastCard.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await lastCard.click();
    await expect(page).toHaveURL(new RegExp(`/resources/${guides[9][0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

for (const [slug, category, readTime, date, buttonLabel, buttonHref] of guides) {
  test(`guide ${slug}: back link, badges, hero image and closing button`, async ({ page }) => {
    await page.goto(`/resources/${slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
    await expect(main.getByText(category, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(`${readTime} min read`)).toBeVisible();
    await expect(main.getByText(date, { exact: true })).toBeVisible();
    const hero = main.locator("article header img");
    expect((await hero.getAttribute("alt"))?.length).toBeGreaterThan(10);
    await expect(hero).toHaveJSProperty("complete", true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const closing = main.getByRole("link", { name: buttonLabel });
    await expect(closing).toHaveAttribute("href", buttonHref);
    // Tables, callouts and checklists come through from the content blocks.
    await expect(main.locator("article h2").first()).toBeVisible();
  });
}

test("the car guide's table of contents has 7 anchors that each reach a heading", async ({ page }) => {
  await page.goto(`/resources/${guides[0][0]}`);
  const contents = page.getByRole("navigation", { name: "In this guide" });
  const links = contents.getByRole("link");
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    const id = ((await link.getAttribute("href")) ?? "").replace(/^#/, "");
    await expect(page.locator(`h2[id="${id}"]`)).toHaveCount(1);
  }
  await links.nth(3).click();
  const target = ((await links.nth(3).getAttribute("href")) ?? "").slice(1);
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
});

test("the sitemap page lists the required links, every guide from the content, and the saved-quote finder", async ({
  page,
}) => {
  await page.goto("/sitemap");
  const hrefs = await page
    .getByRole("navigation", { name: "Sitemap" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    [
      "/",
      "/about",
      "/contact",
      "/call-back",
      "/car-insurance",
      "/van-insurance",
      "/bike-insurance",
      "/home-insurance",
      "/travel-insurance",
      "/pet-insurance",
      "/breakdown-cover",
      "/life-insurance",
      "/private-medical-insurance",
      "/#quote-comparison",
      "/privacy-policy",
      "/terms-of-service",
      "/quotes",
      "/resources",
      ...articles.map((article) => `/resources/${article.slug}`),
    ].sort(),
  );
});

for (const path of ["/privacy-policy", "/terms-of-service", "/contact", "/sitemap"]) {
  test(`${path} has the page header and a back-to-home link`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /Plummet/ })
        .first(),
    ).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute(
      "href",
      "/",
    );
  });
}

test("the terms list every insurer on the panel with the cover it offers", async ({ page }) => {
  await page.goto("/terms-of-service");
  const table = page.getByRole("table", { name: /insurers on our panel/ });
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(40);
  await expect(rows.first().getByRole("rowheader")).not.toBeEmpty();
  await expect(rows.first().getByRole("listitem").first()).toContainText(/Insurance|Cover/);
});

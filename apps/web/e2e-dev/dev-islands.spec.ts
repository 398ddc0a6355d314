import { expect, type Page, test } from "@playwright/test";
import { homeContent } from "@plummet/content/home";
import { articleSlugs } from "../app/route-paths";

/** The scripts a page asks for, by path (the development server serves modules one by one). */
function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(decodeURIComponent(new URL(request.url()).pathname));
  });
  return paths;
}

test("pnpm dev: the site answers with its home page and the API with its health", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Watch your insurance costs plummet");
  // The API starts beside the site and may still be opening its database.
  await expect
    .poll(async () => (await request.get("http://127.0.0.1:3001/api/health").catch(() => null))?.status(), {
      timeout: 60_000,
    })
    .toBe(200);
  const health = await request.get("http://127.0.0.1:3001/api/health");
  expect(await health.json()).toMatchObject({ status: "ok" });
});

test("a reading page in development hydrates no page: only the islands' entry runs", async ({ page }) => {
  const scripts = scriptsOf(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const response = await page.goto(`/resources/${articleSlugs[0]}`);
  const html = (await response?.text()) ?? "";
  await page.waitForLoadState("networkidle");
  expect(html).not.toContain("__reactRouterContext");
  expect(html).not.toContain("data-island=");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(scripts).toContain("/app/islands/entry.client.ts");
  // Neither React Router's browser entry, its route modules nor React itself.
  const whole = scripts.filter((path) =>
    /entry\.client\.tsx|browser-manifest|\/app\/root\.tsx|\/app\/routes\/|react-dom|react-router\/dom/.test(
      path,
    ),
  );
  expect(whole).toEqual([]);
  expect(errors).toEqual([]);
});

test("an island in development hydrates as in the build: the FAQ on the home page", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto("/");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const faq = page.getByRole("region", { name: homeContent.faq.title });
  const [first] = homeContent.faq.items;
  const question = faq.getByRole("button", { name: first!.question });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(first!.answer)).toBeVisible();
  // Its own code came as the island's, through the islands' entry.
  expect(scripts).toContain("/app/components/home/faq-section.tsx");
  expect(scripts.filter((path) => /\/app\/root\.tsx|\/app\/routes\//.test(path))).toEqual([]);
});

test("a quote set's address in development is the saved quotes' page, as the site's server answers it", async ({
  request,
}) => {
  const response = await request.get("/quotes/PLM-7K2M9QXD");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The prerendered shell with its island (site-rewrites.mjs), not React Router's SPA shell.
  expect(html).toContain('data-island="saved-quotes"');
  expect(html).not.toContain("__reactRouterContext");
});

import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, WCAG_TAGS } from "./axe";

const unknownPaths = [
  "/no-such-page",
  "/resources/no-such-guide",
  "/car-insurance/extra",
  "/404-but-not-really",
];

for (const path of unknownPaths) {
  test(`${path} answers 404 with the not-found screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
}

test("the 404 screen sits in the page shell and leads back home", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/no-such-page");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Watch your insurance costs plummet." }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("the 404 screen has no WCAG 2.2 A/AA violations", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, { tags: WCAG_TAGS });
});

test("the 404 answer is served compressed and still reads without JavaScript", async ({ request }) => {
  const response = await request.get("/no-such-page", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("text/html");
  expect(await response.text()).toContain("404 Page Not Found");
});

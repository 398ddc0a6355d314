import { expect, type Page, test } from "@playwright/test";

/** Toasts live in Radix's "Notifications (F8)" region (a hidden copy is announced to screen readers). */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

async function fillQuoteForm(page: Page) {
  const form = page.getByRole("form", { name: "Get insurance quotes" });
  await form.getByLabel("Insurance type").selectOption("car");
  await form.getByLabel("Coverage level").selectOption("standard");
  await form.getByLabel("Age", { exact: true }).fill("35");
  await form.getByLabel("Postcode").fill("m1 1ae");
  await form.getByLabel("Email address").fill("sam@example.com");
  return form;
}

test("a visitor compares quotes and sees the results from the API", async ({ page }) => {
  await page.goto("/");
  const form = await fillQuoteForm(page);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/quotes"));
  await form.getByRole("button", { name: "Compare Quotes" }).click();
  expect((await answer).status()).toBe(200);

  await expect(toasts(page).getByText("Quotes retrieved successfully")).toBeVisible();
  await expect(toasts(page).getByText("We've found the best insurance options for you.")).toBeVisible();
  const results = page.getByRole("region", { name: "Your quotes" });
  const items = results.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Select" }) });
  await expect(items.first()).toBeVisible();
  await expect(items.first().getByText("Best Value")).toBeVisible();
  await expect(items.first().getByText(/^£\d+\.\d{2}\/mo$/)).toBeVisible();
  await expect(items.first().getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
  // Only the first result carries the badge.
  await expect(results.getByText("Best Value")).toHaveCount(1);
  // Form values are kept after success.
  await expect(form.getByLabel("Age", { exact: true })).toHaveValue("35");
});

test("an empty form shows the five messages under their fields", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Get insurance quotes" });
  await form.getByRole("button", { name: "Compare Quotes" }).click();
  for (const [label, message] of [
    ["Insurance type", "Please select insurance type"],
    ["Coverage level", "Please select coverage amount"],
    ["Age", "Please enter your age"],
    ["Postcode", "Please enter your postcode"],
    ["Email address", "Please enter a valid email address"],
  ] as const) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message));
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
});

for (const [name, fault] of [
  ["an error status", "status"],
  ["no answer", "abort"],
] as const) {
  test(`the error toast shows when the API gives ${name}`, async ({ page }) => {
    // Fault injection at the network boundary: the real API is up, this request is made to fail.
    await page.route("**/api/quotes", (route) =>
      fault === "status"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"statusCode":500}' })
        : route.abort("connectionrefused"),
    );
    await page.goto("/");
    const form = await fillQuoteForm(page);
    await form.getByRole("button", { name: "Compare Quotes" }).click();
    await expect(toasts(page).getByText("Failed to retrieve quotes. Please try again.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your quotes" })).toHaveCount(0);
  });
}

test("the button says 'Getting Your Quotes...' while submitting", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/quotes", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const form = await fillQuoteForm(page);
  await form.getByRole("button", { name: "Compare Quotes" }).click();
  await expect(form.getByRole("button", { name: "Getting Your Quotes..." })).toBeDisabled();
  release();
  await expect(toasts(page).getByText("Quotes retrieved successfully")).toBeVisible();
});

test("prerendered HTML already holds the headline and product cards", async ({ request }) => {
  for (const path of ["/", "/home"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain("Watch your insurance costs plummet.");
    expect(html).toContain("Private Medical Insurance");
  }
});

test("an unknown path shows the 404 screen with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

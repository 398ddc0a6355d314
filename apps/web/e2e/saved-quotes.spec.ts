import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { askForQuotes, quoteSetAddress, quoteSetLink } from "./results-page";

/** The quote form on the home page, ready (its code loads as the visitor nears it). */
async function getQuotes(page: Page, email = "saved.quotes@example.com") {
  await askForQuotes(page, { type: "Home Insurance", age: "41", postcode: "cb2 1tn", email: email });
  // Pricing 48 insurers and saving the set, then the page: allow for a busy machine.
  await expect(page).toHaveURL(quoteSetAddress, { timeout: 20_000 });
  const reference = new URL(page.url()).pathname.split("/").pop()!;
  return reference;
}

/** The insurers shown, in order: the same results wherever the page is opened. */
async function insurersShown(page: Page) {
  const insurers = page
    .getByRole("region", { name: "Your quotes" })
    .getByRole("listitem")
    .getByRole("heading");
  // After Back/Forward the page renders again: wait for the cards, not just their section.
  await expect(insurers.first()).toBeVisible();
  return insurers.allTextContents();
}

test.describe("saved quotes", () => {
  // Each journey loads the home page and waits for its form's code before quoting.
  test.slow();
  test("a quote set has its own page: reload, Back, Forward and a shared link show the same results", async ({
    page,
    browser,
  }) => {
    const reference = await getQuotes(page);
    const shown = await insurersShown(page);
    expect(shown.length).toBeGreaterThan(0);
    await expect(page.getByText(reference).first()).toBeVisible();
    await expect(page.getByText("Prices saved until")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The results say how to come back: by the email's link, or by finding the reference.
    await expect(
      page
        .getByRole("region", { name: "Saved under your reference" })
        .getByRole("link", { name: "find a saved quote" }),
    ).toHaveAttribute("href", "/quotes");
    await expectNoAxeViolations(page);

    await page.reload();
    expect(await insurersShown(page)).toEqual(shown);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/quotes/${reference}$`));
    expect(await insurersShown(page)).toEqual(shown);

    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const shared = await stranger.newPage();
      await shared.goto(`/quotes/${reference}`);
      expect(await insurersShown(shared)).toEqual(shown);
      // A reference alone shows prices, never the visitor's details.
      await expect(shared.getByText("saved.quotes@example.com")).toHaveCount(0);
      await expect(shared.getByText("CB2 1TN")).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });

  test("find a saved quote by its reference, in any case and spacing, from the footer", async ({ page }) => {
    const reference = await getQuotes(page, "finder@example.com");
    const shown = await insurersShown(page);
    await page.goto("/contact");
    await page.getByRole("contentinfo").getByRole("link", { name: "Find a saved quote" }).click();
    await expect(page).toHaveURL(/\/quotes$/);
    await expectNoAxeViolations(page);
    const form = page.getByRole("form", { name: "Find a saved quote" });
    await form.getByLabel("Quote reference").fill("not a reference");
    await form.getByRole("button", { name: "Show my quotes" }).click();
    await expect(form.getByText(/Please enter a quote reference such as PLM-7K2M9QXD/)).toBeVisible();
    await form.getByLabel("Quote reference").fill(` ${reference.toLowerCase().replace("-", " ")} `);
    await form.getByRole("button", { name: "Show my quotes" }).click();
    await expect(page).toHaveURL(new RegExp(`/quotes/${reference}$`));
    expect(await insurersShown(page)).toEqual(shown);
  });

  test("change your details: a new quote with the form prefilled from this tab's answers", async ({
    page,
  }) => {
    await getQuotes(page, "changer@example.com");
    await page.getByRole("link", { name: "Change your details" }).click();
    const form = page.getByRole("form", { name: "Get insurance quotes" });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel("Email address")).toHaveValue("changer@example.com");
    await expect(form.getByLabel("Postcode")).toHaveValue("CB2 1TN");
    await expect(form.getByRole("combobox", { name: "Insurance type" })).toHaveValue("home");
  });

  test("an unknown reference says so and offers a new quote", async ({ page }) => {
    await page.goto("/quotes/PLM-00000000");
    await expect(page.getByRole("alert").getByText("We can't find these quotes")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get a new quote" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The quotes service answering 410 (expired) or not at all are faults injected at the network:
  // a quote set cannot be aged 30 days inside a journey.
  for (const [name, status, heading] of [
    ["an expired", 410, "These quotes have expired"],
    ["an unreachable service's", 503, "We can't load your quotes just now"],
  ] as const) {
    test(`${name} quote set says so, with a next step`, async ({ page }) => {
      await page.route(/\/api\/quotes\/PLM-/, (route) =>
        route.fulfill({
          status,
          contentType: "application/json",
          body: JSON.stringify({ statusCode: status, error: "x", message: "x" }),
        }),
      );
      await page.goto("/quotes/PLM-7K2M9QXD");
      await expect(page.getByRole("alert").getByText(heading)).toBeVisible();
      await expect(page.getByRole("link", { name: "Get a new quote" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the link in the quote email opens the same results", async ({ page, browser }) => {
    const reference = await getQuotes(page, "email.reader@example.com");
    const shown = await insurersShown(page);
    const mailDir = path.join(process.env.E2E_DATA_DIR!, "mail");
    let message = "";
    await expect(async () => {
      const files = readdirSync(mailDir).map((file) => readFileSync(path.join(mailDir, file), "utf8"));
      // Quoted-printable: join soft line breaks and decode "=3D" before reading the link.
      message =
        files
          .map((text) => text.replace(/=\r?\n/g, "").replaceAll("=3D", "="))
          .find((text) => text.includes(reference)) ?? "";
      expect(message).toContain(reference);
    }).toPass({ timeout: 10_000 });
    const link = message.match(quoteSetLink)?.[0];
    expect(link).toBeDefined();
    const reader = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const inbox = await reader.newPage();
      await inbox.goto(link!);
      expect(await insurersShown(inbox)).toEqual(shown);
    } finally {
      await reader.close();
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the saved-quote page says what to do", async ({ page }) => {
    await page.goto("/quotes/PLM-7K2M9QXD");
    // Playwright's text locators skip <noscript>; what the visitor reads is the page's rendered text.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: textContent would also read hidden text
    expect(await page.locator("main").evaluate((main) => (main as HTMLElement).innerText)).toContain(
      "Your saved quotes are shown with JavaScript",
    );
  });

  test("the quote form says plainly why its button is disabled", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Get insurance quotes" });
    await expect(form.getByRole("button", { name: "Compare Quotes" })).toBeDisabled();
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    expect(await form.evaluate((element) => (element as HTMLElement).innerText)).toContain(
      "Comparing quotes needs JavaScript",
    );
  });

  test("finding a saved quote by reference still reaches its page", async ({ page }) => {
    await page.goto("/quotes");
    await page.getByLabel("Quote reference").fill("plm 7k2m 9qxd");
    await page.getByRole("button", { name: "Show my quotes" }).click();
    await expect(page).toHaveURL(/\/quotes\/PLM-7K2M9QXD$/);
  });
});

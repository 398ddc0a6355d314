import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { demonstrationPanelNote, monthlyPlanInWords, orderQuotes, type Quote } from "@plummet/contracts";
import PostalMime from "postal-mime";
import { expectNoAxeViolations } from "./axe";
import { savedCarQuoteSet } from "./results-page";

// Prices we can stand behind: one order on the page, in the email and in the API; what a monthly
// payer pays on the card's face; the assumptions before the first quote; the panel said to be a
// demonstration; and no dead ends.

const _API = process.env.E2E_API_URL ?? "http://127.0.0.1:3001";
const screens = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** The quote email to `address`, parsed with a MIME library: its HTML and its text. */
async function quoteEmail(address: string): Promise<{ html: string; text: string }> {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  let found: { html: string; text: string } | undefined;
  await expect(async () => {
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".eml"))) {
      const mail = await PostalMime.parse(readFileSync(path.join(folder, file)));
      if (mail.to?.some((to) => to.address === address) && /quotes from/.test(mail.subject ?? "")) {
        found = { html: mail.html ?? "", text: mail.text ?? "" };
      }
    }
    expect(found, `the quote email to ${address}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

const cards = (page: Page) =>
  page
    .getByRole("region", { name: "Your quotes" })
    .getByRole("list", { name: /^Quotes,/ })
    .locator(":scope > li");

async function providersOnPage(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).locator("h4").allTextContents();
}

const firstProviders = (quotes: readonly Quote[], count = 3) =>
  quotes.slice(0, count).map((quote) => quote.provider);

test.describe("prices we stand behind", () => {
  test.slow();

  test.beforeEach(async ({ page }, info) => {
    await page.setViewportSize(info.project.name === "mobile" ? screens.mobile : screens.desktop);
  });

  test("the page, the email and the API list the quotes in the same order", async ({ page }, info) => {
    const email = `order-${info.project.name}-${Date.now()}@example.com`;
    const set = await savedCarQuoteSet(page, { age: 35, email });
    // The API's own order is the rule's, for paying once a year.
    expect(set.quotes.map((quote) => quote.id)).toEqual(orderQuotes(set.quotes).map((quote) => quote.id));

    await page.goto(`/quotes/${set.reference}`);
    const lead = (await providersOnPage(page)).slice(0, 3);
    expect(lead).toEqual(firstProviders(set.quotes));

    const mail = await quoteEmail(email);
    const positions = firstProviders(set.quotes).map((provider) => mail.text.indexOf(provider));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Paying monthly: ordered by the deposit plus every instalment.
    await page.goto(`/quotes/${set.reference}?show=monthly`);
    expect((await providersOnPage(page)).slice(0, 3)).toEqual(
      firstProviders(orderQuotes(set.quotes, "monthly")),
    );
  });

  test("a card with a deposit shows it, the instalments, the total and the APR on its face, and so does the email", async ({
    page,
  }, info) => {
    const email = `deposit-${info.project.name}-${Date.now()}@example.com`;
    const set = await savedCarQuoteSet(page, { age: 35, email });
    const withDeposit = set.quotes.find((quote) => quote.instalmentPlan.deposit > 0);
    expect(withDeposit, "a car quote with a deposit").toBeDefined();
    await page.goto(`/quotes/${set.reference}`);
    const card = cards(page).filter({
      has: page.getByRole("heading", { name: withDeposit!.provider, exact: true }),
    });
    const plan = card.getByText(monthlyPlanInWords(withDeposit!.instalmentPlan));
    await card.scrollIntoViewIfNeeded();
    await expect(plan).toBeVisible();
    await expect(plan).toContainText("today, then");
    await expect(plan).toContainText("APR representative");
    await card.screenshot({ path: info.outputPath(`card-with-deposit-${info.project.name}.png`) });

    const mail = await quoteEmail(email);
    const cheapestThree = set.quotes.slice(0, 3);
    for (const quote of cheapestThree) expect(mail.text).toContain(monthlyPlanInWords(quote.instalmentPlan));
  });

  test("the assumptions and the demonstration panel come before the first quote; Change opens the questions", async ({
    page,
  }, info) => {
    const set = await savedCarQuoteSet(page, { age: 35, email: `assume-${info.project.name}@example.com` });
    await page.goto(`/quotes/${set.reference}`);
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const notice = page.getByRole("note").filter({ hasText: demonstrationPanelNote });
    await expect(notice).toBeInViewport();
    const assumptions = page.getByText("Priced for:");
    await expect(assumptions).toBeVisible();
    const [assumptionsBox, cardBox] = [await assumptions.boundingBox(), await first.boundingBox()];
    expect(assumptionsBox!.y).toBeLessThan(cardBox!.y);
    await expect(page.getByText(set.assumptions[0]!).first()).toBeVisible();

    // The full list, one tap away.
    await assumptions.click();
    await expect(page.locator("details").filter({ hasText: "Priced for:" }).getByRole("listitem")).toHaveText(
      set.assumptions,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`results-${info.project.name}.png`) });

    // "Change" opens the questions right there, under the line.
    await page.getByRole("button", { name: "Change what these quotes assume" }).click();
    await expect(page.getByRole("button", { name: "Hide the questions" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // Quoted through the API, this browser has not the first answers to send again: it is told so there.
    await expect(page.getByText("We need your first answers again")).toBeVisible();
  });

  test("an order the address asks for that does not exist falls back to the usual one and says so", async ({
    page,
  }, info) => {
    const set = await savedCarQuoteSet(page, { age: 35, email: `fallback-${info.project.name}@example.com` });
    await page.goto(`/quotes/${set.reference}?sort=commission&show=weekly`);
    await expect(
      page.getByRole("note").filter({ hasText: "We could not use sort=commission, show=weekly" }),
    ).toBeVisible();
    expect((await providersOnPage(page)).slice(0, 3)).toEqual(firstProviders(set.quotes));
  });

  test("Select then Continue opens a page of ours, in a new tab, with the same price", async ({
    page,
    context,
  }, info) => {
    const set = await savedCarQuoteSet(page, { age: 35, email: `continue-${info.project.name}@example.com` });
    const chosen = set.quotes[0]!;
    await page.goto(`/quotes/${set.reference}`);
    await page.waitForLoadState("networkidle");
    const card = cards(page).first();
    await card.getByRole("button", { name: /^Select/ }).click();
    const next = card.getByRole("link", { name: `Continue to ${chosen.provider} (opens in a new tab)` });
    await expect(next).toHaveAttribute("target", "_blank");
    const [tab] = await Promise.all([context.waitForEvent("page"), next.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/continue");
    await expect(tab.getByRole("heading", { level: 1, name: "Continue to the insurer" })).toBeVisible();
    const held = tab.getByRole("region", { name: `${chosen.provider}: ${chosen.productName}` });
    await expect(held).toContainText(`£${chosen.annualPrice.toFixed(2)}`);
    await expect(held).toContainText(chosen.id);
    await expectNoAxeViolations(tab);
    await tab.screenshot({ path: info.outputPath(`continue-${info.project.name}.png`), fullPage: true });
    // The results are still open behind it.
    await expect(card).toBeVisible();
  });

  test("a home product card's Get Quote chooses its product in the form, and says what each level buys", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("region", { name: "Our Insurance Products" })
      .getByRole("link", { name: "Get Quote for Travel Insurance" })
      .click();
    await expect(page).toHaveURL(/\/\?type=travel#quote-comparison$/);
    const form = page.getByRole("form", { name: "Get insurance quotes" });
    await expect(form.getByRole("combobox", { name: "Insurance type" })).toHaveValue("travel");
    await expect(form.getByText("Single trip in Europe; medical to £2 million")).toBeVisible();
    await form.getByRole("combobox", { name: "Insurance type" }).selectOption("car");
    await expect(form.getByText("Third party, fire and theft", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { include: "#quote-comparison" });

    await page.goto("/?type=boat&level=gold#quote-comparison");
    await expect(
      page
        .getByRole("note")
        .filter({ hasText: "The link asked for the insurance type “boat” and the coverage level “gold”" }),
    ).toBeVisible();
  });

  test("the product pages say the panel is a demonstration and which level quotes each cover", async ({
    page,
  }) => {
    await page.goto("/car-insurance");
    await expect(page.getByRole("note").filter({ hasText: demonstrationPanelNote })).toBeVisible();
    await expect(page.getByText("Not quoted on Plummet: our panel does not price this cover.")).toBeVisible();
    await expect(page.getByText("In the quote form, choose Basic", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "How we worked out the figures on this page" }),
    ).toContainText("£185");
  });
});

test.describe("the quote email", () => {
  test("says the panel is a demonstration and never scrolls sideways on a 390 px screen", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "mobile", "one width is what the email is checked at");
    const email = `email-width-${Date.now()}@example.com`;
    await savedCarQuoteSet(page, { age: 35, email });
    const mail = await quoteEmail(email);
    expect(mail.text).toContain(demonstrationPanelNote);
    await page.setViewportSize(screens.mobile);
    await page.setContent(mail.html);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.screenshot({ path: info.outputPath("quote-email-390.png"), fullPage: true });
    await page.setViewportSize(screens.desktop);
    await page.screenshot({ path: info.outputPath("quote-email-1280.png"), fullPage: true });
  });
});

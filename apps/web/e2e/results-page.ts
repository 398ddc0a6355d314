import { expect, type Locator, type Page } from "@playwright/test";
import { QuoteSetResponse } from "@plummet/contracts";
import { quoteReferencePattern } from "@plummet/contracts/values";

/** A quote set's reference as the contracts define it, without its anchors: "PLM-" and 8 characters. */
const reference = quoteReferencePattern.source.replace(/^\^|\$$/g, "");

/** The address of a quote set's own page, /quotes/PLM-…, at the end of a URL. */
export const quoteSetAddress = new RegExp(`/quotes/${reference}$`);

/** A link to a quote set's page, as an email writes it. */
export const quoteSetLink = new RegExp(`https?://[^\\s"<>]+/quotes/${reference}`);

/**
 * Asks for quotes with the home page's quick quote form, as a visitor fills it in once it is ready
 * (its code loads as the visitor nears it); `level` is the coverage level, Standard unless named.
 */
export async function askForQuotes(
  page: Page,
  answers: { type: string; level?: string; age: string; postcode: string; email: string },
) {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Get insurance quotes" });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("button", { name: "Compare Quotes" })).toBeEnabled();
  await form.getByRole("combobox", { name: "Insurance type" }).selectOption({ label: answers.type });
  await form.getByRole("radio", { name: answers.level ?? "Standard" }).click();
  await form.getByLabel("Age", { exact: true }).fill(answers.age);
  await form.getByLabel("Postcode").fill(answers.postcode);
  await form.getByLabel("Email address").fill(answers.email);
  await form.getByRole("button", { name: "Compare Quotes" }).click();
}

/** The API the run started (playwright.config.ts): 3001 unless E2E_API_PORT says otherwise. */
const API = process.env.E2E_API_URL ?? "http://127.0.0.1:3001";

/**
 * A car quote set (standard cover, in Manchester) made through the real API as the site makes it,
 * then read back as its page reads it.
 */
export async function savedCarQuoteSet(page: Page, answers: { age: number; email: string }) {
  const response = await page.request.post(`${API}/api/quotes`, {
    data: { insuranceType: "car", coverageAmount: "standard", postcode: "M1 1AE", ...answers },
    headers: { origin: `http://localhost:${process.env.E2E_SITE_PORT ?? "3000"}` },
  });
  expect(response.status()).toBe(201);
  const { reference } = await response.json();
  const saved = await page.request.get(`${API}/api/quotes/${reference}`);
  return QuoteSetResponse.parse(await saved.json());
}

/** Below Tailwind's `lg` (64rem) the results' sort and filters sit behind a button, in a sheet. */
const WIDE_PX = 1024;

/**
 * Works the results' sort and filters as a visitor at this width would: in the sidebar on a wide
 * screen; on a phone through "Sort and filter", which opens a sheet, closed again with its
 * "Show N quotes" button once `act` is done (the cards are behind the sheet while it is open).
 */
export async function withResultsControls(page: Page, act: (controls: Locator) => Promise<unknown>) {
  if ((page.viewportSize()?.width ?? 0) >= WIDE_PX) {
    await act(page.getByRole("region", { name: /^Sort and filter/ }));
    return;
  }
  await page.getByRole("button", { name: /^Sort and filter/ }).click();
  const sheet = page.getByRole("dialog", { name: "Sort and filter" });
  await expect(sheet).toBeVisible();
  await act(sheet);
  await sheet.getByRole("button", { name: /^Show \d+ quotes?$/ }).click();
  await expect(sheet).toHaveCount(0);
}

/** Opens a quote card's "Details": the instalment plan, how the price was worked out, the cover, its reference. */
export async function openQuoteDetails(card: Locator) {
  await card.getByText(/^Details of /).click();
  await expect(card.getByText(/^Quote reference /)).toBeVisible();
}

/**
 * The list opens with the first ten quotes; "Show 15 more" adds the next ones in the same order
 * until every quote the filters leave is listed.
 */
export async function showEveryQuote(page: Page) {
  // The list (or the note that filters hide every quote) first: the button comes with it.
  await expect(page.getByText(/^Showing \d+ of \d+ quotes/)).toBeVisible();
  const more = page.getByRole("button", { name: /^Show \d+ more$/ });
  while ((await more.count()) > 0) await more.click();
}

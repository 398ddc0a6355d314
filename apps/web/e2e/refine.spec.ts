import { expect, type Page, test } from "@playwright/test";
import { detailQuestions, QuoteSetResponse } from "@plummet/contracts";
import { expectNoAxeViolations } from "./axe";
import { askForQuotes, quoteSetAddress } from "./results-page";

/** The API the run started (playwright.config.ts): 3001 unless E2E_API_PORT says otherwise. */
const API = process.env.E2E_API_URL ?? "http://127.0.0.1:3001";

/** What a re-price changed, said as a status once the new set shows. */
const changes = (page: Page) => page.getByRole("status").filter({ hasText: "Your prices have been updated" });

/**
 * The quote set whose page is open, read from the API. The forms end by loading that page, and a
 * response's body goes with the page that asked for it, so the set is read again by reference.
 */
async function quoteSetShown(page: Page) {
  await expect(page).toHaveURL(quoteSetAddress, { timeout: 20_000 });
  const reference = new URL(page.url()).pathname.split("/").at(-1);
  const saved = await page.request.get(`${API}/api/quotes/${reference}`);
  expect(saved.ok()).toBe(true);
  return QuoteSetResponse.parse(await saved.json());
}

/** Quotes from the home page's form; answers the quote set the API priced. */
async function getQuotes(page: Page, type: string, level: string, age: string, email: string) {
  await askForQuotes(page, { type: type, level: level, age: age, postcode: "cb2 1tn", email: email });
  return quoteSetShown(page);
}

/**
 * The questions that re-price, opened by "Change" on the assumptions line just above the first
 * quote (where a phone's visitor is, not below every quote); answers the panel they open in.
 */
async function openQuestions(page: Page) {
  await page.getByRole("button", { name: "Change what these quotes assume" }).click();
  const form = page.getByRole("form", { name: "Tell us more" });
  await expect(form).toBeVisible();
  return form;
}

/** Opens the questions, answers, submits; answers the new quote set. */
async function refine(page: Page, answers: Array<[question: string, choice: string]>) {
  const form = await openQuestions(page);
  for (const [question, choice] of answers) {
    await form.getByRole("combobox", { name: question }).selectOption({ label: choice });
  }
  const before = page.url();
  await form.getByRole("button", { name: "Update my prices" }).click();
  await expect(page).not.toHaveURL(before, { timeout: 20_000 });
  return quoteSetShown(page);
}

const cheapest = (set: QuoteSetResponse) => Math.min(...set.quotes.map((quote) => quote.annualPrice));
const pounds = (value: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(value);

test.describe("refining quotes with the product's own questions", () => {
  // Two quote requests per journey, each pricing 48 insurers on a shared machine.
  test.slow();

  test("motor: nine years' no-claims bonus brings the car prices down", async ({ page }) => {
    const first = await getQuotes(page, "Car Insurance", "Standard", "35", "refine.car@example.com");
    const form = await openQuestions(page);
    // Prefilled with the answers the prices assumed, and open where the visitor is: the first quote
    // is right below.
    await expect(form.getByRole("combobox", { name: "Years of no-claims bonus" })).toHaveValue("5");
    await expect(form.getByRole("combobox", { name: "Years of no-claims bonus" })).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Hide the questions" }).click();
    await expect(form).toBeHidden();

    const refined = await refine(page, [["Years of no-claims bonus", "9 years or more"]]);
    expect(cheapest(refined)).toBeLessThan(cheapest(first));
    await expect(changes(page)).toContainText(
      `Cheapest price down from ${pounds(cheapest(first))} to ${pounds(cheapest(refined))}`,
    );
    // The visitor lands on what moved and the new first quote, at either width.
    await expect(changes(page)).toBeInViewport();
    await expect(
      page.getByRole("group").filter({ hasText: refined.quotes[0]!.provider }).first(),
    ).toBeInViewport({
      ratio: 0.2,
    });
    // A refine is not emailed; it is offered, once.
    await changes(page).getByRole("button", { name: "Email me these quotes" }).click();
    await expect(changes(page)).toContainText("We're emailing these quotes");
    await expectNoAxeViolations(page);
    // The assumptions sit in one line above the first quote; the whole list is one tap away.
    await page.getByText("Priced for:").click();
    await expect(page.getByText("Years of no-claims bonus: 9 years or more (your answer)")).toBeVisible();
    await expect(page.getByText("Claims in the last 5 years: None (assumed)")).toBeVisible();
    // A reload of the new set's page still says what changed (kept in its history entry).
    await page.reload();
    await expect(changes(page)).toContainText(`Compared with quote set ${first.reference}`);
    // The new set's form starts from the answer given.
    const again = await openQuestions(page);
    await expect(again.getByRole("combobox", { name: "Years of no-claims bonus" })).toHaveValue("9-plus");
  });

  test("home: two claims cost more, and some insurers no longer quote", async ({ page }) => {
    const first = await getQuotes(page, "Home Insurance", "Standard", "41", "refine.home@example.com");
    const refined = await refine(page, [["Home insurance claims in the last 5 years", "Two or more"]]);
    expect(cheapest(refined)).toBeGreaterThan(cheapest(first));
    expect(refined.quotes.length).toBeLessThan(first.quotes.length);
    expect(refined.providers.declinedFor.claimsHistory).toBe(first.quotes.length - refined.quotes.length);
    await expect(changes(page)).toContainText(
      `Cheapest price up from ${pounds(cheapest(first))} to ${pounds(cheapest(refined))}; ${
        first.quotes.length - refined.quotes.length
      } fewer insurers quote.`,
    );
  });

  test("travel: an annual worldwide policy with the USA costs more than a single European trip", async ({
    page,
  }) => {
    const first = await getQuotes(page, "Travel Insurance", "Basic", "30", "refine.travel@example.com");
    expect(first.details.find((answer) => answer.question === "tripType")?.answer).toBe("single");
    const refined = await refine(page, [
      ["Kind of policy", "Annual multi-trip"],
      ["Where you are going", "Worldwide, including the USA, Canada and the Caribbean"],
    ]);
    expect(cheapest(refined)).toBeGreaterThan(cheapest(first) * 3);
    await expect(changes(page)).toContainText("Cheapest price up from");
  });

  test("pet: an older pet costs more to insure, and fewer insurers take it on", async ({ page }) => {
    const first = await getQuotes(page, "Pet Insurance", "Standard", "40", "refine.pet@example.com");
    const refined = await refine(page, [["Your pet's age", "9 years or older"]]);
    expect(cheapest(refined)).toBeGreaterThan(cheapest(first));
    expect(refined.providers.declinedFor.petAge).toBeGreaterThan(0);
    await expect(changes(page)).toContainText("fewer insurers quote");
  });

  test("life and health: a smoker pays more for life cover", async ({ page }) => {
    const first = await getQuotes(page, "Life Insurance", "Standard", "40", "refine.life@example.com");
    const refined = await refine(page, [["Do you smoke or vape?", "Yes, or within the last 12 months"]]);
    expect(cheapest(refined) / cheapest(first)).toBeGreaterThan(2);
    await expect(changes(page)).toContainText("Cheapest price up from");
    await expectNoAxeViolations(page);
  });

  test("a wrong answer is named on its field with the shared message", async ({ page }) => {
    await getQuotes(page, "Car Insurance", "Basic", "45", "refine.invalid@example.com");
    const form = await openQuestions(page);
    const mileage = form.getByRole("combobox", { name: "Miles a year" });
    // A value outside the choices, as a tampered page or stale script might send.
    await mileage.evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Lots", "lots", true, true));
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await form.getByRole("button", { name: "Update my prices" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      detailQuestions.car.annualMileage.message,
    );
    await expect(mileage).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/quotes\/PLM-/);
  });

  test("a browser without the first answers is offered the quote form instead", async ({ page, browser }) => {
    const first = await getQuotes(page, "Car Insurance", "Standard", "50", "refine.stranger@example.com");
    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const shared = await stranger.newPage();
      await shared.goto(`/quotes/${first.reference}`);
      await shared.getByRole("button", { name: "Change what these quotes assume" }).click();
      await expect(shared.getByText("We need your first answers again")).toBeVisible();
      await expect(shared.getByRole("link", { name: "Go to the quote form" })).toHaveAttribute(
        "href",
        "/#quote-comparison",
      );
    } finally {
      await stranger.close();
    }
  });
});

import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { type Quote, quoteMessages, SelectQuoteResponse } from "@plummet/contracts";
import { perYear } from "@plummet/contracts/money";
import { quoteOrderRule } from "@plummet/contracts/quote-order";
import { sortQuotes } from "../app/features/quotes/results/results-view";
import { expectNoAxeViolations } from "./axe";
import { openQuoteDetails, quoteSetAddress, showEveryQuote, withResultsControls } from "./results-page";

/** Toasts live in Radix's "Notifications (F8)" region. */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const quoteForm = (page: Page) => page.getByRole("form", { name: "Get insurance quotes" });

/**
 * Scrolls to the form as a visitor would and waits until it is ready: its code loads as the
 * visitor nears it, and its button is enabled once that code runs.
 */
async function readyQuoteForm(page: Page) {
  const form = quoteForm(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("button", { name: "Compare Quotes" })).toBeEnabled();
  return form;
}
const results = (page: Page) => page.getByRole("region", { name: "Your quotes" });
/** One list item per quote: each carries a Select button. */
const resultItems = (page: Page) =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Select" }) });

async function chooseOption(region: Locator, label: string, option: string) {
  await region.getByRole("combobox", { name: label }).selectOption({ label: option });
}

async function fillQuoteForm(page: Page, { type = "Car Insurance" }: { type?: string | null } = {}) {
  const form = await readyQuoteForm(page);
  if (type) await form.getByRole("combobox", { name: "Insurance type" }).selectOption({ label: type });
  await form.getByRole("radio", { name: "Standard" }).click();
  await form.getByLabel("Age", { exact: true }).fill("35");
  await form.getByLabel("Postcode").fill("m1 1ae");
  await form.getByLabel("Email address").fill("sam@example.com");
  return form;
}

/** The saved set a streamed answer ends with: the data of its `set` event. */
function setOfStream(text: string): QuoteAnswer {
  const event = text.split("\n\n").find((block) => block.startsWith("event: set"));
  const data = event?.split("\n").find((line) => line.startsWith("data: "));
  return data ? JSON.parse(data.slice("data: ".length)) : undefined;
}

/**
 * Submits and waits for the API's answer; returns the request sent and the set it ended with. The
 * form goes on to the results page, which asks for the prices as Server-Sent Events; the answer is
 * read as it passes.
 */
async function submitQuotes(page: Page, form: Locator) {
  let answered: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((resolve) => {
    answered = resolve;
  });
  await page.route(
    "**/api/quotes",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const response = await route.fetch();
      const text = await response.text();
      await route.fulfill({ response, body: text });
      answered({ request: route.request(), status: response.status(), body: setOfStream(text) });
    },
    { times: 1 },
  );
  await form.getByRole("button", { name: "Compare Quotes" }).click();
  const { request, status, body } = await answer;
  expect(status, `POST /api/quotes answered ${status}`).toBeLessThan(300);
  // The journey ends on the quote set's page, loaded, not with the browser still on its way there
  // (closing a context mid-navigation can hang its teardown).
  await expect(page).toHaveURL(quoteSetAddress, { timeout: 20_000 });
  await page.waitForLoadState("load");
  return { request, body };
}

type Answer = { request: Request; status: number; body: QuoteAnswer };

// biome-ignore lint/suspicious/noExplicitAny: the API's answer, checked field by field by the tests.
type QuoteAnswer = any;

/** Numbers from "£1,234.56" style text. */
const pounds = (text: string) => Number(text.replace(/[£,]/g, "").match(/[\d.]+/)?.[0]);

test.describe("home page quote journey", () => {
  test("a visitor compares quotes and sees every figure the results promise", async ({ page }) => {
    await page.goto("/");
    const form = await fillQuoteForm(page);
    const { request, body } = await submitQuotes(page, form);
    // The request carries the form's values, the postcode normalised and the opt-in left unticked.
    expect(request.postDataJSON()).toMatchObject({
      insuranceType: "car",
      coverageAmount: "standard",
      age: 35,
      postcode: "M1 1AE",
      email: "sam@example.com",
      marketingOptIn: false,
    });

    await expect(toasts(page).getByText("Quotes retrieved successfully")).toBeVisible();
    // Specific: how many quotes and the cheapest annual price.
    const cheapestAnnual = Math.min(...(body.quotes as Quote[]).map((quote) => quote.annualPrice));
    await expect(
      toasts(page).getByText(
        `${body.quotes.length} quotes from our panel, from ${perYear(cheapestAnnual).replace("/yr", "")} a year.`,
      ),
    ).toBeVisible();
    // Below the sticky header, never over it.
    const toastTop = (await toasts(page).getByText("Quotes retrieved successfully").boundingBox())?.y ?? 0;
    expect(toastTop).toBeGreaterThanOrEqual((await page.getByRole("banner").boundingBox())?.height ?? 0);
    // Focus lands on the results' heading (a keyboard or screen reader user starts there), and the
    // page is headed "Your quotes", not "saved".
    await expect(page.locator("#quote-results-heading")).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your quotes");

    const items = resultItems(page);
    await showEveryQuote(page);
    await expect(items).toHaveCount(body.quotes.length);
    const first = items.first();
    // Monthly prices lead, so the first card is the cheapest by its monthly instalment.
    const cheapest = sortQuotes(body.quotes as Quote[], "price", "annual")[0]!;
    await expect(first.getByRole("heading", { name: cheapest.provider })).toBeVisible();
    await expect(first.getByText("Best Value")).toBeVisible();
    await expect(results(page).getByText("Best Value", { exact: true })).toHaveCount(1);
    await expect(first.getByText(perYear(cheapest.annualPrice), { exact: true })).toBeVisible();
    await expect(first.getByRole("img", { name: `Rated ${cheapest.rating} out of 5` })).toBeVisible();
    await expect(first.getByText(`Excess £${cheapest.excess}`, { exact: true })).toBeVisible();
    // Beyond the basic requirements, one tap away: annual price, excess, what paying monthly costs, the reference.
    await openQuoteDetails(first);
    const definition = async (index: number) =>
      (await first.getByRole("definition").nth(index).textContent()) ?? "";
    const plan = cheapest.instalmentPlan;
    expect(pounds(await definition(0))).toBeCloseTo(cheapest.annualPrice, 2);
    expect(await definition(1)).toContain(`${plan.instalments} × £${plan.instalmentAmount.toFixed(2)}`);
    expect(pounds(await definition(2))).toBeCloseTo(plan.totalPayable, 2);
    expect(await definition(3)).toBe(
      plan.creditCharge > 0
        ? `£${plan.creditCharge.toFixed(2)} (${plan.apr.toFixed(1)}% APR representative)`
        : "Nothing extra (0% APR)",
    );
    expect(pounds(await definition(4))).toBe(cheapest.excess);
    await expect(first.getByText(`Quote reference ${cheapest.id}`)).toBeVisible();
    await expect(results(page).getByText(body.reference, { exact: true })).toBeVisible();

    // The disclosures a UK comparison site must make.
    // The full text sits below the quotes; its code loads as the visitor comes near it.
    await page.locator("#how-we-list").scrollIntoViewIfNeeded();
    await expect(results(page).getByText(quoteOrderRule)).toBeVisible();
    await expect(
      results(page).getByText(
        `Plummet searches a panel of ${body.providersSearched} insurers, not the whole market.`,
      ),
    ).toBeVisible();
    await expect(results(page).getByRole("link", { name: "See the insurers on our panel" })).toHaveAttribute(
      "href",
      "/terms-of-service#insurer-panel",
    );
    await expect(
      results(page).getByText("Plummet is free to use; insurers pay us when you buy."),
    ).toBeVisible();
    // What the quotes assume: the cover in one line above the first quote, the rest one tap away.
    await results(page).getByText("Priced for:").click();
    await expect(
      results(page).locator("details").filter({ hasText: "Priced for:" }).getByRole("listitem"),
    ).toHaveText(body.assumptions);

    // The results are the quote set's own page; back on the form, the answers are still there
    // (docs/product: form values are not reset after success).
    await expect(page).toHaveURL(new RegExp(`/quotes/${body.reference}$`));
    await page.goBack();
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel("Age", { exact: true })).toHaveValue("35");
    await expect(form.getByRole("combobox", { name: "Insurance type" })).toHaveValue("car");
  });

  test("the marketing opt-in is separate, unticked, and sent when ticked", async ({ page }) => {
    await page.goto("/");
    const form = await fillQuoteForm(page);
    const optIn = form.getByRole("checkbox", { name: /money-saving tips/ });
    await expect(optIn).not.toBeChecked();
    await optIn.click();
    const { request } = await submitQuotes(page, form);
    expect(request.postDataJSON().marketingOptIn).toBe(true);
  });

  test("the form's code loads as the visitor nears it, keeping what was typed before", async ({ page }) => {
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/quote-form-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    // A phone-sized screen: the form is several screens below the first, as on a phone.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(formCode, "the form's code is not part of the first screen").toHaveLength(0);

    const form = quoteForm(page);
    await form.getByLabel("Age", { exact: true }).fill("35");
    await form.getByLabel("Postcode").fill("M1 1AE");
    await expect(form.getByRole("button", { name: "Compare Quotes" })).toBeEnabled();
    expect(formCode).toHaveLength(1);
    await expect(form.getByLabel("Age", { exact: true })).toHaveValue("35");
    await expect(form.getByLabel("Postcode")).toHaveValue("M1 1AE");
  });

  test("the email hint says why the address is asked for", async ({ page }) => {
    await page.goto("/");
    await expect(quoteForm(page).getByLabel("Email address")).toHaveAccessibleDescription(
      /save your quotes and email you a copy/,
    );
  });

  test("an empty form shows the required five messages under their fields and in a summary", async ({
    page,
  }) => {
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/quotes")) posted++;
    });
    await page.goto("/");
    const form = await readyQuoteForm(page);
    await form.getByRole("button", { name: "Compare Quotes" }).click();
    const summary = form.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    const expected = [
      ["combobox", "Insurance type", "Please select insurance type"],
      ["group", "Coverage level", "Please select coverage amount"],
      ["textbox", "Age", "Please enter your age"],
      ["textbox", "Postcode", "Please enter your postcode"],
      ["textbox", "Email address", "Please enter a valid email address"],
    ] as const;
    for (const [role, name, message] of expected) {
      await expect(form.getByRole(role, { name, exact: true })).toHaveAccessibleDescription(
        new RegExp(message),
      );
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
    }
    // A summary link takes the visitor to the field.
    await summary.getByRole("link", { name: "Please enter your postcode" }).click();
    await expect(form.getByLabel("Postcode")).toBeFocused();
    expect(posted).toBe(0);
  });

  test("age and postcode are checked beyond the basic requirements, with their own messages", async ({
    page,
  }) => {
    await page.goto("/");
    const form = await fillQuoteForm(page);
    await form.getByLabel("Age", { exact: true }).fill("thirty");
    await form.getByLabel("Postcode").fill("XYZ");
    await form.getByRole("button", { name: "Compare Quotes" }).click();
    await expect(form.getByLabel("Age", { exact: true })).toHaveAccessibleDescription(
      new RegExp(quoteMessages.ageWholeNumber),
    );
    await expect(form.getByLabel("Postcode")).toHaveAccessibleDescription(
      new RegExp(quoteMessages.postcodeInvalid),
    );
    // A car driver of 91 is outside what insurers take; a Jersey postcode is outside UK cover.
    await form.getByLabel("Age", { exact: true }).fill("91");
    await form.getByLabel("Postcode").fill("JE2 3AB");
    await form.getByRole("button", { name: "Compare Quotes" }).click();
    await expect(form.getByLabel("Age", { exact: true })).toHaveAccessibleDescription(
      /Car Insurance is available from age 17 to 90/,
    );
    await expect(form.getByLabel("Postcode")).toHaveAccessibleDescription(
      new RegExp(quoteMessages.postcodeCrownDependency.slice(0, 30)),
    );
    await expectNoAxeViolations(page);
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
      await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
      await expect(toasts(page).getByText("Failed to retrieve quotes. Please try again.")).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      // The results page the form led to says what happened and offers both ways on.
      const problem = page.getByRole("alert").filter({ hasText: "We couldn't get your quotes" });
      await expect(problem.getByRole("button", { name: "Try again" })).toBeVisible();
      await expect(problem.getByRole("link", { name: "Change your details" })).toHaveAttribute(
        "href",
        "/#quote-comparison",
      );
      // Trying again, with the fault gone, prices the same answers once.
      await page.unrouteAll();
      await problem.getByRole("button", { name: "Try again" }).click();
      await expect(page).toHaveURL(/\/quotes\/PLM-[0-9A-Z]{8}$/, { timeout: 20_000 });
      await expect(results(page).first()).toBeVisible();
    });
  }

  test("the results page says the insurers are being asked until they answer", async ({ page }) => {
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
    await expect(page).toHaveURL(/\/quotes\/new$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Asking the insurers on our panel" }),
    ).toBeVisible();
    release();
    // The quote set's page follows, and the toast goes with the visitor.
    await expect(page).toHaveURL(quoteSetAddress, { timeout: 20_000 });
    await expect(toasts(page).getByText("Quotes retrieved successfully")).toBeVisible();
  });

  test("a set no insurer quoted says so, with no results section", async ({ page }) => {
    // The stream as if every insurer declined: no quote events, and a set with no quotes.
    await page.route("**/api/quotes", async (route) => {
      const response = await route.fetch();
      const set = { ...setOfStream(await response.text()), quotes: [] };
      await route.fulfill({ response, body: `event: set\ndata: ${JSON.stringify(set)}\n\n` });
    });
    await page.goto("/");
    const form = await fillQuoteForm(page);
    await form.getByRole("button", { name: "Compare Quotes" }).click();
    await expect(page.getByText("No insurer could quote")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("sorting by rating or price reorders the quotes without a new request", async ({ page }) => {
    const quoteRequests: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/quotes") quoteRequests.push(request);
    });
    await page.goto("/");
    const form = await fillQuoteForm(page);
    const { body } = await submitQuotes(page, form);
    const items = resultItems(page);
    await showEveryQuote(page);
    await expect(items).toHaveCount(body.quotes.length);
    const ratingOf = async (index: number) =>
      Number(
        (
          await items
            .nth(index)
            .getByRole("img", { name: /^Rated/ })
            .getAttribute("aria-label")
        )?.split(" ")[1],
      );

    await withResultsControls(page, (controls) =>
      chooseOption(controls, "Sort by", "Star rating, highest first"),
    );
    // The results' first line says the order chosen.
    await expect(page.getByText(/from our panel of \d+ insurers, highest star rating first/)).toBeVisible();
    const ratings = await Promise.all(body.quotes.map((_: unknown, index: number) => ratingOf(index)));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(Math.max(...body.quotes.map((quote: { rating: number }) => quote.rating)));
    // 'Best Value' stays with the cheapest quote, wherever it now sits.
    const cheapest = sortQuotes(body.quotes as Quote[], "price", "annual")[0]!;
    await expect(items.filter({ hasText: "Best Value" }).getByRole("heading")).toHaveText(cheapest.provider);

    await withResultsControls(page, (controls) => chooseOption(controls, "Sort by", "Cheapest first"));
    await expect(items.first().getByRole("heading")).toHaveText(cheapest.provider);
    await expect(page.getByText(/from our panel of \d+ insurers, cheapest first/)).toBeVisible();
    expect(quoteRequests).toHaveLength(1);
  });

  test("Select records the click-out and says where the visitor goes next", async ({ page }) => {
    await page.goto("/");
    const form = await fillQuoteForm(page);
    const { body } = await submitQuotes(page, form);
    const chosen = body.quotes[1];
    // Found by its provider: once chosen, its Select button gives way to the next step.
    const second = results(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: chosen.provider, exact: true }) });
    const selected = page.waitForResponse((response) =>
      response.url().endsWith(`/api/quotes/${body.reference}/select`),
    );
    // The button says what it does to a screen reader, not just "Select".
    await expect(second.getByRole("button", { name: "Select" })).toHaveAccessibleName(
      `Select ${chosen.productName}: go to ${chosen.provider} to buy`,
    );
    await second.getByRole("button", { name: "Select" }).click();
    const response = await selected;
    expect(response.ok(), `select answered ${response.status()}`).toBe(true);
    expect(response.request().postDataJSON()).toEqual({ quoteId: chosen.id });
    const next = SelectQuoteResponse.parse(await response.json());

    await expect(second.getByText(`Next: finish buying with ${chosen.provider}`)).toBeVisible();
    // Focus moves to the confirmation (the button it replaces is gone), inside the chosen card.
    await expect(page.locator(":focus")).toContainText(`Next: finish buying with ${chosen.provider}`);
    await expect(second.getByText(next.message)).toBeVisible();
    await expect(second.getByRole("link", { name: `Continue to ${chosen.provider}` })).toHaveAttribute(
      "href",
      next.redirectUrl,
    );
    await expect(second.getByRole("button", { name: "Select" })).toHaveCount(0);
    // Only the chosen quote changed.
    await expect(resultItems(page).first().getByRole("button", { name: "Select" })).toBeEnabled();
  });

  test("a failed Select keeps the button, and its focus, and says so", async ({ page }) => {
    // The failure takes a moment, as a real one does, so the button is busy first.
    await page.route("**/api/quotes/*/select", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await route.fulfill({ status: 503, body: "down" });
    });
    await page.goto("/");
    const form = await fillQuoteForm(page);
    const { body } = await submitQuotes(page, form);
    const select = resultItems(page).first().getByRole("button", { name: "Select" });
    await select.focus();
    await page.keyboard.press("Enter");
    await expect(
      toasts(page).getByText(
        `We could not connect you to ${sortQuotes(body.quotes as Quote[], "price", "annual")[0]!.provider}. Please try again.`,
      ),
    ).toBeVisible();
    await expect(select).toBeEnabled();
    // A keyboard user can press it again at once: the failure did not send focus to the page's top.
    await expect(select).toBeFocused();
  });
});

test.describe("product page quote journey", () => {
  test("the car page's form is preset, carries the browser's required flags, and uses its own toasts", async ({
    page,
  }) => {
    await page.goto("/car-insurance");
    const form = await readyQuoteForm(page);
    await expect(form).toHaveAttribute("novalidate", "");
    await expect(form.getByRole("combobox", { name: "Insurance type" })).toHaveValue("car");
    for (const label of ["Age", "Postcode", "Email address"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");

    const filled = await fillQuoteForm(page, { type: null });
    const { request } = await submitQuotes(page, filled);
    expect(request.postDataJSON().insuranceType).toBe("car");
    await expect(toasts(page).getByText("Success!")).toBeVisible();
    await expect(
      toasts(page).getByText(/^\d+ quotes? from our panel, from £[\d,]+\.\d\d a year\.$/),
    ).toBeVisible();
    await expect(resultItems(page).first()).toBeVisible();
  });

  test("the private medical page presets 'medical'", async ({ page }) => {
    await page.goto("/private-medical-insurance");
    const form = await readyQuoteForm(page);
    await expect(form.getByRole("combobox", { name: "Insurance type" })).toHaveValue("medical");
    const filled = await fillQuoteForm(page, { type: null });
    const { request } = await submitQuotes(page, filled);
    expect(request.postDataJSON().insuranceType).toBe("medical");
  });

  test("the product page uses the second schema's messages", async ({ page }) => {
    await page.goto("/travel-insurance");
    const form = await readyQuoteForm(page);
    await form.getByRole("button", { name: "Compare Quotes" }).click();
    await expect(form.getByRole("group", { name: "Coverage level" })).toHaveAccessibleDescription(
      /Please select a coverage level/,
    );
    await expect(form.getByText("Please select coverage amount")).toHaveCount(0);
  });

  test("a failure shows the product pages' error toast", async ({ page }) => {
    await page.route("**/api/quotes", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
    await page.goto("/pet-insurance");
    const form = await fillQuoteForm(page, { type: null });
    await form.getByRole("button", { name: "Compare Quotes" }).click();
    await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Failed to get quotes. Please try again.")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });
});

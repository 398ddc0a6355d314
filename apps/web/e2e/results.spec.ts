import { expect, type Page, test } from "@playwright/test";
import type { QuoteSetResponse as QuoteSet } from "@plummet/contracts";
import { formatMoney } from "@plummet/contracts/money";
import { filterQuotes, readResultsView, sortQuotes } from "../app/features/quotes/results/results-view";
import { expectNoAxeViolations } from "./axe";
import { openQuoteDetails, savedCarQuoteSet, showEveryQuote, withResultsControls } from "./results-page";

const results = (page: Page) => page.getByRole("region", { name: "Your quotes" });
/**
 * One card per quote: the items of the quote list (the first few quotes, then, after the
 * explanations of the spread, the list continued); each card holds lists of its own.
 */
const cards = (page: Page) =>
  results(page)
    .getByRole("list", { name: /^Quotes,/ })
    .locator(":scope > li");
const headlines = (page: Page) =>
  cards(page).getByText(/^(?:£[\d,]+\.\d\d today, then )?£[\d,]+\.\d\d\/(mo|yr)$/);
const providersShown = (page: Page) => cards(page).getByRole("heading", { level: 4 }).allTextContents();
const pounds = (text: string) =>
  Number(
    text
      .replace(/[£,]/g, "")
      .replace("−", "-")
      .match(/-?[\d.]+/)?.[0],
  );

/** The providers the page should show for a page address, worked out from the API's answer. */
function expected(set: QuoteSet, search: string) {
  const view = readResultsView(new URLSearchParams(search));
  return sortQuotes(filterQuotes(set.quotes, view), view.sort, view.show).map((quote) => quote.provider);
}

test.describe("choosing between quotes", () => {
  test.slow();

  test("filters hide what does not fit, say how many, and live in the address through a reload", async ({
    page,
  }) => {
    const set = await savedCarQuoteSet(page, { age: 23, email: "results@example.com" });
    await page.goto(`/quotes/${set.reference}`);
    // The first ten are listed, the rest one button away, in the same order; the count is of all.
    expect(set.quotes.length).toBeGreaterThan(10);
    await expect(cards(page)).toHaveCount(10);
    await expect(results(page).getByText(`10 of ${set.quotes.length} listed`)).toBeVisible();
    await page.getByRole("button", { name: `Show ${Math.min(15, set.quotes.length - 10)} more` }).click();
    await expect(cards(page)).toHaveCount(Math.min(25, set.quotes.length));
    await showEveryQuote(page);
    await expect(cards(page)).toHaveCount(set.quotes.length);
    await expect(results(page).getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing ${set.quotes.length} of ${set.quotes.length} quotes`,
    );

    const lowestExcess = Math.min(...set.quotes.map((quote) => quote.excess));
    const excessChoice = set.quotes.map((quote) => quote.excess).sort((a, b) => a - b)[
      Math.floor(set.quotes.length / 2)
    ]!;
    await withResultsControls(page, async (controls) => {
      await controls.getByRole("checkbox", { name: "Courtesy car" }).check();
      await controls.getByRole("combobox", { name: "Excess up to" }).selectOption(String(excessChoice));
      // Only floors some quote misses are offered (every quote here has 3.5 stars or more).
      await controls.getByRole("combobox", { name: "Star rating at least" }).selectOption("4");
      await expect(page).toHaveURL(new RegExp(`excess=${excessChoice}&rating=4&cover=courtesy-car$`));
      // The button (phones) or the sidebar's heading (wide screens) says how many filters are on.
      await expect(page.getByText("Sort and filter (3 on)")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    const search = new URL(page.url()).search;
    const wanted = expected(set, search);
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(set.quotes.length);
    await showEveryQuote(page);
    await expect(cards(page)).toHaveCount(wanted.length);
    expect(await providersShown(page)).toEqual(wanted);
    await expect(
      results(page).getByText(
        `Showing ${wanted.length} of ${set.quotes.length} quotes · ${set.quotes.length - wanted.length} hidden by your filters`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await showEveryQuote(page);
    await expect(cards(page)).toHaveCount(wanted.length);
    expect(await providersShown(page)).toEqual(wanted);
    await withResultsControls(page, async (controls) => {
      await expect(controls.getByRole("checkbox", { name: "Courtesy car" })).toBeChecked();
      await expect(controls.getByRole("combobox", { name: "Excess up to" })).toHaveValue(
        String(excessChoice),
      );

      // A filter that hides everything says so and offers to clear it.
      await controls.getByRole("combobox", { name: "Excess up to" }).selectOption(String(lowestExcess));
      // Every cover some quote includes (cover no quote includes is not offered as a filter).
      for (const item of set.quotes[0]!.cover.filter(({ feature }) =>
        set.quotes.some((quote) =>
          quote.cover.some((cover) => cover.feature === feature && cover.status === "included"),
        ),
      ))
        await controls.getByRole("checkbox", { name: item.name }).check();
    });
    expect(expected(set, new URL(page.url()).search)).toEqual([]);
    await expect(results(page).getByText("No quote matches all your filters")).toBeVisible();
    await expect(results(page).getByText(`Showing 0 of ${set.quotes.length} quotes`)).toBeVisible();
    await expectNoAxeViolations(page);
    await results(page)
      .getByRole("button", { name: `Clear filters and show all ${set.quotes.length}` })
      .click();
    await expect(cards(page)).toHaveCount(set.quotes.length);
    expect(new URL(page.url()).search).toBe("");
  });

  test("sorting and the monthly/annual headline reorder the cards and survive a shared link", async ({
    page,
    browser,
  }) => {
    const set = await savedCarQuoteSet(page, { age: 23, email: "results@example.com" });
    await page.goto(`/quotes/${set.reference}`);
    await showEveryQuote(page);
    await expect(cards(page)).toHaveCount(set.quotes.length);
    expect(await providersShown(page)).toEqual(expected(set, ""));
    // Every headline is annual (the order the API and the email use), cheapest first.
    await expect(headlines(page).first()).toHaveText(/\/yr$/);
    const annual = (await headlines(page).allTextContents()).map(pounds);
    expect(annual).toEqual([...annual].sort((a, b) => a - b));

    // Paying monthly: ordered by the total of deposit and instalments, which each card states.
    await withResultsControls(page, async (controls) => {
      await controls.getByRole("radio", { name: "Monthly" }).check();
      await expect(page).toHaveURL(/show=monthly/);
    });
    await expect(headlines(page).first()).toHaveText(/\/mo$/);
    const totals = (
      await cards(page)
        .getByText(/ in total · /)
        .allTextContents()
    ).map((plan) => pounds(plan.split(" · ").find((part) => part.endsWith(" in total"))!));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(await providersShown(page)).toEqual(expected(set, "?show=monthly"));

    await withResultsControls(page, async (controls) => {
      await controls
        .getByRole("combobox", { name: "Sort by" })
        .selectOption({ label: "Excess, lowest first" });
      await expect(page).toHaveURL(/sort=excess&show=monthly/);
    });
    expect(await providersShown(page)).toEqual(expected(set, "?sort=excess&show=monthly"));
    await expectNoAxeViolations(page);

    await withResultsControls(page, (controls) =>
      controls
        .getByRole("combobox", { name: "Sort by" })
        .selectOption({ label: "Star rating, highest first" }),
    );
    const link = page.url();
    const other = await browser.newPage();
    await other.goto(link);
    await showEveryQuote(other);
    await expect(cards(other)).toHaveCount(set.quotes.length);
    expect(await providersShown(other)).toEqual(expected(set, "?sort=rating&show=monthly"));
    await withResultsControls(other, (controls) =>
      expect(controls.getByRole("radio", { name: "Monthly" })).toBeChecked(),
    );
    await other.close();
  });

  test("up to three quotes compare side by side, by keyboard too", async ({ page }) => {
    const set = await savedCarQuoteSet(page, { age: 23, email: "results@example.com" });
    await page.goto(`/quotes/${set.reference}`);
    const order = expected(set, "");
    const compareBox = (provider: string) =>
      results(page).getByRole("checkbox", { name: `Compare ${provider}` });

    await compareBox(order[0]!).check();
    await expect(results(page).getByText('Tick "Compare" on one or two more quotes')).toBeVisible();
    // The keyboard way: focus the tick and press Space.
    await compareBox(order[1]!).focus();
    await page.keyboard.press("Space");
    await compareBox(order[2]!).check();
    await expect(compareBox(order[3]!)).toBeDisabled();

    const table = results(page).getByRole("table", { name: "3 quotes side by side" });
    await expect(table).toBeVisible();
    const columns = table.getByRole("columnheader");
    // A phone shows two at a time with a switch, fitting its width; a wide screen all three.
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    await expect(columns).toHaveCount(phone ? 3 : 4);
    const shownFirst = phone ? order.slice(0, 2) : order.slice(0, 3);
    for (const provider of shownFirst)
      await expect(table.getByRole("columnheader", { name: new RegExp(provider) })).toBeVisible();
    if (phone) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await results(page).getByRole("button", { name: "2nd & 3rd" }).click();
      await expect(table.getByRole("columnheader", { name: new RegExp(order[2]!) })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: new RegExp(order[0]!) })).toBeHidden();
      await results(page).getByRole("button", { name: "1st & 2nd" }).click();
    }
    const first = set.quotes.find((quote) => quote.provider === order[0])!;
    const annualRow = table.getByRole("row", { name: /^Pay annually/ });
    await expect(annualRow.getByRole("cell").first()).toHaveText(formatMoney(first.annualPrice));
    for (const item of first.cover)
      await expect(table.getByRole("rowheader", { name: item.name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await table.getByRole("button", { name: `Remove ${order[1]} from the comparison` }).click();
    await expect(
      results(page).getByRole("table", { name: "2 quotes side by side" }).getByRole("columnheader"),
    ).toHaveCount(3);
    await expect(compareBox(order[3]!)).toBeEnabled();
  });

  test("a part whose code does not arrive says so, keeps the quotes, and loads on Try again", async ({
    page,
  }) => {
    const set = await savedCarQuoteSet(page, { age: 23, email: "results@example.com" });
    // The compare table's code, fetched the first time a quote is ticked: the connection drops.
    const compareCode = "**/assets/compare-quotes-*.js";
    await page.route(compareCode, (route) => route.abort("internetdisconnected"));
    await page.goto(`/quotes/${set.reference}`);
    const order = expected(set, "");
    const compareBox = (provider: string) =>
      results(page).getByRole("checkbox", { name: `Compare ${provider}` });
    await compareBox(order[0]!).check();
    await compareBox(order[1]!).check();

    const problem = results(page)
      .getByRole("alert")
      .filter({ hasText: "This part of the page did not load" });
    await expect(problem).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(compareBox(order[1]!)).toBeChecked();
    await expectNoAxeViolations(page);

    await page.unroute(compareCode);
    await problem.getByRole("button", { name: "Try again" }).click();
    await expect(results(page).getByRole("table", { name: "2 quotes side by side" })).toBeVisible();
    await expect(problem).toHaveCount(0);
  });

  test("each card shows how its price was worked out, adding up to the annual price", async ({ page }) => {
    const set = await savedCarQuoteSet(page, { age: 23, email: "results@example.com" });
    await page.goto(`/quotes/${set.reference}`);
    const firstCard = cards(page).first();
    const quote = set.quotes.find((candidate) => candidate.provider === expected(set, "")[0])!;
    await openQuoteDetails(firstCard);
    await firstCard.getByText("How this price was worked out").click();
    // The breakdown is a disclosure of its own inside "Details" (the last one holding its name).
    const lines = firstCard
      .locator("details")
      .filter({ hasText: "How this price was worked out" })
      .last()
      .getByRole("definition");
    const amounts = (await lines.allTextContents()).map(pounds);
    // Base rate, one line per factor, the tax, then the annual price.
    expect(amounts).toHaveLength(quote.breakdown.steps.length + 3);
    const total = amounts.pop()!;
    expect(total).toBeCloseTo(quote.annualPrice, 2);
    expect(Math.round(amounts.reduce((sum, amount) => sum + amount * 100, 0))).toBe(
      Math.round(quote.annualPrice * 100),
    );
    await expect(firstCard.getByText(quote.breakdown.tax.label)).toBeVisible();
    for (const step of quote.breakdown.steps)
      await expect(firstCard.getByText(step.label, { exact: true })).toBeVisible();

    // What moved prices most names the visitor's answers, largest effect first. It follows the
    // first three quotes and loads as the visitor scrolls towards it.
    await cards(page).nth(2).scrollIntoViewIfNeeded();
    await expect(results(page).getByRole("heading", { name: "What moved your prices most" })).toBeVisible();
    await expect(results(page).getByRole("img", { name: /^Where the prices sit\./ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

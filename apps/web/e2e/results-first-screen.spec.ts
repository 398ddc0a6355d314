import { expect, type Page, test } from "@playwright/test";
import type { Quote } from "@plummet/contracts";
import { perYear } from "@plummet/contracts/money";
import { quoteOrderRule } from "@plummet/contracts/quote-order";
import { sortQuotes } from "../app/features/quotes/results/results-view";
import { expectNoAxeViolations } from "./axe";
import { savedCarQuoteSet } from "./results-page";

/** The screens issue 26 names: a phone (390 x 844) and a laptop (1280 x 800). */
const screens = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const results = (page: Page) => page.getByRole("region", { name: "Your quotes" });
const cards = (page: Page) =>
  results(page)
    .getByRole("list", { name: /^Quotes,/ })
    .locator(":scope > li");
const headline = (quote: Quote) => perYear(quote.annualPrice);

test.describe("a quote set's page, results first", () => {
  // Each test makes a quote set through the API, and axe reads a page of 20-odd cards.
  test.slow();

  test.beforeEach(async ({ page }, info) => {
    await page.setViewportSize(info.project.name === "mobile" ? screens.mobile : screens.desktop);
  });

  test("the cheapest quote's insurer, price and Select are on the first screen, after the disclosures", async ({
    page,
  }) => {
    const set = await savedCarQuoteSet(page, { age: 23, email: "first-screen@example.com" });
    const cheapest = sortQuotes(set.quotes, "price", "annual")[0]!;
    await page.goto(`/quotes/${set.reference}`);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { name: cheapest.provider })).toBeVisible();

    // On arrival, without scrolling: the insurer, the headline price and Select, whole.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(first.getByRole("heading", { name: cheapest.provider })).toBeInViewport({ ratio: 1 });
    await expect(first.getByText(headline(cheapest), { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole("button", { name: "Select" })).toBeInViewport({ ratio: 1 });

    // The disclosures the FCA expects come before the first quote, as one line linking to the full text.
    const disclosure = page
      .getByRole("main")
      .getByText(/never by commission · A panel of insurers, not the whole market/);
    await expect(disclosure).toBeInViewport({ ratio: 1 });
    await expect(disclosure).toContainText("insurers pay us when you buy");
    expect(
      await disclosure.evaluate(
        (line, card) => !!(line.compareDocumentPosition(card as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await first.elementHandle(),
      ),
    ).toBe(true);
    const fullText = disclosure.getByRole("link", { name: "How we list your quotes" });
    await fullText.click();
    await expect(page).toHaveURL(/#how-we-list$/);
    await expect(results(page).getByText(quoteOrderRule)).toBeInViewport();

    await expectNoAxeViolations(page);
  });

  test("once the list starts, at least two quotes' prices share a screen", async ({ page }) => {
    const set = await savedCarQuoteSet(page, { age: 23, email: "first-screen@example.com" });
    const [cheapest, next] = sortQuotes(set.quotes, "price", "annual");
    await page.goto(`/quotes/${set.reference}`);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { name: cheapest!.provider })).toBeVisible();
    // Scroll the first card to the top, just under the sticky header.
    await first.evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().top - 72));
    await expect(first.getByText(headline(cheapest!), { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(cards(page).nth(1).getByText(headline(next!), { exact: true })).toBeInViewport({ ratio: 1 });
  });
});

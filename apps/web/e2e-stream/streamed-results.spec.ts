import { expect, type Page, test } from "@playwright/test";
import { QuoteSetResponse, quoteOrderRule } from "@plummet/contracts";
import { orderQuotes } from "@plummet/contracts/quote-order";
import { expectNoAxeViolations } from "../e2e/axe";
import { askForQuotes } from "../e2e/results-page";

const API = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? "3001"}`;
const REMOTE = ["Marram Assurance", "Pebblecroft Insurance", "Thistlewick Direct"];

/** Waits for the page to stop scrolling (focus scrolls smoothly to what it focuses). */
async function scrollSettled(page: Page) {
  let last = Number.NaN;
  for (;;) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(200);
  }
}

/**
 * The results as insurers answer: the built-in panel answers at once, the sandbox's three insurers
 * after 800 ms. What is checked is the order of things on screen, never a time: the first cards
 * and the progress line are there while the remote insurers have not answered (the page is still
 * /quotes/new and no remote quote is shown), then the remote quotes wait behind a button once a
 * card has focus, and the finished page is the saved set.
 */
test(`quotes fill in as insurers answer, in the one order (${quoteOrderRule.slice(0, 20)}…), and nothing moves under the visitor`, async ({
  page,
}) => {
  await askForQuotes(page, {
    type: "Car Insurance",
    age: "35",
    postcode: "m1 1ae",
    email: "streamed@example.com",
  });

  // The built-in panel's quotes, before any remote insurer has answered. The visitor focuses the
  // second card at once (the sandbox answers after 800 ms): from then on new quotes wait.
  await expect(page).toHaveURL(/\/quotes\/new$/);
  const results = page.getByRole("region", { name: "Your quotes" });
  // The quote cards (each a group named by its insurer, with its Compare tick), not the filters.
  const cards = results
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox", { name: /^Compare / }) });
  // Nothing can be chosen until the set is saved.
  await expect(cards.first().getByRole("button", { name: /^Select/ })).toBeDisabled();
  const second = cards.nth(1);
  const details = second.getByRole("checkbox", { name: /^Compare / });
  await details.focus();
  // Still before any remote insurer has answered: the page is not yet the saved set's.
  expect(page.url()).toMatch(/\/quotes\/new$/);
  for (const name of REMOTE) await expect(results.getByRole("heading", { name, exact: true })).toHaveCount(0);
  await scrollSettled(page);
  // The progress line, above the first quotes, says how many insurers have answered (it may
  // already say they all have: it changes at most once a second).
  await expect(
    page.getByRole("status").filter({ hasText: /insurers? ha(ve|s) answered|Asking the insurers/ }),
  ).toBeVisible();
  const before = await second.boundingBox();
  const secondName = await second.getByRole("heading").first().textContent();

  const waiting = page.getByRole("button", { name: /^Show \d+ new quotes?$/ });
  await expect(waiting).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "Every insurer has answered" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/quotes\/PLM-[0-9A-Z]{8}$/);
  // The remote quotes stayed out of the list meanwhile.
  for (const name of REMOTE) await expect(results.getByRole("heading", { name, exact: true })).toHaveCount(0);
  // The focused card kept its place and its focus.
  await expect(details).toBeFocused();
  expect(await second.boundingBox()).toEqual(before);
  await expectNoAxeViolations(page);

  // The remote quotes join in the one order; the page is then the saved set's.
  await waiting.click();
  await expect(waiting).toHaveCount(0);
  const reference = new URL(page.url()).pathname.split("/").at(-1);
  const saved = QuoteSetResponse.parse(
    await (await page.request.get(`${API}/api/quotes/${reference}`)).json(),
  );
  for (const name of REMOTE.slice(0, 1)) expect(saved.quotes.map((quote) => quote.provider)).toContain(name);
  const expected = orderQuotes(saved.quotes)
    .slice(0, 10)
    .map((quote) => quote.provider);
  await expect(results.getByRole("listitem").getByRole("heading", { level: 4 })).toHaveText(expected);
  expect(expected).toContain(secondName);
  await expect(cards.first().getByRole("button", { name: /^Select/ })).toBeEnabled();
  await expectNoAxeViolations(page);
});

import { expect, test } from "@playwright/test";
import { askForQuotes, quoteSetAddress } from "../e2e/results-page";

/**
 * A visitor quotes with the API asking the insurer sandbox, chooses Marram Assurance's quote,
 * continues, and lands on Marram's page, which verified the signed handover and shows the same
 * price the results showed.
 */
test("quote, Select, Continue: the sandbox insurer's page shows the same price", async ({ page }) => {
  await askForQuotes(page, {
    type: "Car Insurance",
    age: "35",
    postcode: "m1 1ae",
    email: "sam@example.com",
  });
  await expect(page).toHaveURL(quoteSetAddress, { timeout: 20_000 });

  const results = page.getByRole("region", { name: "Your quotes" });
  const card = results
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Select" }) })
    .filter({ hasText: "Marram Assurance" });
  await expect(card).toHaveCount(1);
  // The sandbox's price for this request (620 x 0.97), as the card shows it.
  await expect(card).toContainText("£601.40");

  await card.getByRole("button", { name: "Select" }).click();
  // The card no longer offers Select once chosen: the link is found on the page.
  const next = results.getByRole("link", { name: "Continue to Marram Assurance" });
  await expect(next).toHaveAttribute("href", /\/insurers\/marram\/continue\?handover=eyJ/);
  // The insurer's site opens in a new tab, so the results stay open behind it.
  const [landing] = await Promise.all([page.context().waitForEvent("page"), next.click()]);
  await landing.waitForLoadState();
  await expect(landing).toHaveURL(/127\.0\.0\.1:\d+\/insurers\/marram\/continue\?handover=/);
  await expect(landing.getByRole("heading", { name: "Your price, as Plummet showed it" })).toBeVisible();
  await expect(landing.getByTestId("held-price")).toHaveText("£601.40 a year");
  await expect(results.getByText("Next: finish buying with Marram Assurance")).toBeVisible();

  // The same link with one character changed is refused.
  const url = new URL(landing.url());
  const token = url.searchParams.get("handover")!;
  url.searchParams.set("handover", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
  const refused = await landing.goto(url.toString());
  expect(refused?.status()).toBe(403);
  await expect(landing.getByRole("heading", { name: "We could not continue from Plummet" })).toBeVisible();
});

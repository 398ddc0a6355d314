import { expect, test } from "@playwright/test";
import { expectNoAxeViolationsWithoutJavaScript, expectNoWcagViolations } from "./axe";
import { linkIn, mailTo, openWithScript, quoteSetFor, uniqueEmail } from "./email-links";

/** Issue 24: every email's Unsubscribe link opens a page with one button; opening it changes nothing. */
test.describe("unsubscribe", () => {
  test("the page from an email's link says what it does, and one button unsubscribes", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "unsubscribe");
    const reference = await quoteSetFor(request, email);
    const quoteEmail = await mailTo(email, reference);
    // The header's link (for mail programs) answers a GET by sending the browser to the page.
    const oneClick = quoteEmail.headers["list-unsubscribe"]!.slice(1, -1);
    const viaHeader = await request.get(oneClick, { maxRedirects: 0 });
    expect(viaHeader.status()).toBe(303);
    expect(viaHeader.headers().location).toMatch(/\/unsubscribe\?token=/);

    await openWithScript(page, linkIn(quoteEmail, "/unsubscribe?token="));
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expect(page.getByText("Withdraws your consent to news and offers")).toBeVisible();
    await expectNoWcagViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    const done = page.getByRole("status").filter({ hasText: "You are unsubscribed" });
    await expect(done.getByRole("heading")).toBeFocused();
    await expect(done).toContainText("Your consent to news and offers is withdrawn");
    await expect(done).toContainText(
      "No other email comes to this address, except a link to your data if you ask for one.",
    );
    await expectNoWcagViolations(page);
  });

  test("a link that was tampered with changes nothing and says what to do", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "tampered");
    const reference = await quoteSetFor(request, email);
    const link = linkIn(await mailTo(email, reference), "/unsubscribe?token=");
    // Same shape, one character of the signature changed.
    const tampered = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    await openWithScript(page, tampered);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This link is not complete" })).toBeVisible();
    await expectNoWcagViolations(page);
  });

  test("without a token the page explains where the link is", async ({ page }) => {
    await page.goto("/unsubscribe");
    await expect(page.getByText("This page opens from a link in one of our emails")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeHidden();
    await expectNoWcagViolations(page);
  });
});

test.describe("unsubscribe without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the button posts the email's token and ends on the done page", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "nojs-unsubscribe");
    const reference = await quoteSetFor(request, email);
    await page.goto(linkIn(await mailTo(email, reference), "/unsubscribe?token="));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/unsubscribe\/done$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
  });
});

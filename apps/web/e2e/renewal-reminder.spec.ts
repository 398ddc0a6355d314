import { expect, test } from "@playwright/test";
import { expectNoAxeViolationsWithoutJavaScript, expectNoWcagViolations } from "./axe";
import {
  API,
  linkIn,
  mailTo,
  mainText,
  openWithScript,
  quoteSetFor,
  ukDateIn,
  uniqueEmail,
} from "./email-links";

/**
 * Issue 24: a renewal reminder set from a quote set's page, its email, the new set's "what
 * changed", and the reminder's own page (change the date, cancel), with and without JavaScript.
 */
test.describe("renewal reminders", () => {
  test("set 10 days ahead from a quote set: the reminder comes at once, with one-click unsubscribe headers, and its link shows what changed", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "renewal");
    const reference = await quoteSetFor(request, email);
    await page.goto(`/quotes/${reference}`);
    const form = page.getByRole("form", { name: "Remind me before my renewal" });
    // The form's code loads as the visitor scrolls towards it (issue 26).
    await page.getByRole("heading", { name: "Remind me before my renewal" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "Remind me before my renewal" })).toBeVisible();
    await expect(form.getByRole("checkbox")).not.toBeChecked();

    // The contracts' rules, in the browser, before anything is sent.
    await form.getByRole("button", { name: "Set my reminder" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
    await expect(form.getByText("Please enter the date your current policy renews")).toHaveCount(2);
    await expectNoWcagViolations(page);

    await form.getByLabel("The date your current policy renews").fill(ukDateIn(10));
    await expect(form.getByText(/less than 24 days away, so we will email you today/)).toBeVisible();
    await form.getByRole("checkbox", { name: /Email me one reminder 24 days before this date/ }).check();
    await form.getByRole("button", { name: "Set my reminder" }).click();
    const done = page.getByRole("status").filter({ hasText: "Your renewal reminder is set" });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await expect(done.getByRole("heading")).toBeFocused();
    await expectNoWcagViolations(page);

    // The reminder goes at once (the renewal is sooner than 24 days): a new set, priced again.
    const reminder = await mailTo(email, "See your new prices", 30_000);
    expect(reminder.headers["list-unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/,
    );
    expect(reminder.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const newSet = linkIn(reminder, "/quotes/PLM-");
    expect(newSet).not.toContain(reference);

    await page.goto(newSet);
    await expect(page.getByText("New prices for your renewal.")).toBeVisible({ timeout: 15_000 });
    // The one-line summary keeps the cheapest quote on the first screen.
    const firstQuote = page.getByRole("region", { name: "Your quotes" }).getByRole("listitem").first();
    await expect(firstQuote.getByRole("button", { name: /Select/ })).toBeInViewport();
    const changes = page.getByRole("region", { name: "What changed since your last quotes" });
    await expect(changes).toContainText(`The same answers as quote set ${reference}`);
    await expect(changes.getByText("Cheapest then")).toBeVisible();
    await expect(changes.getByRole("table", { name: /Insurers that quoted both times/ })).toBeVisible();
    await page.getByRole("link", { name: "What changed" }).click();
    await expect(changes).toBeInViewport();
    await expectNoWcagViolations(page);

    // A mail provider's one-click unsubscribe: a POST to the header's link, with no cookies.
    const unsubscribeUrl = reminder.headers["list-unsubscribe"]!.slice(1, -1);
    const answer = await request.post(unsubscribeUrl, {
      form: { "List-Unsubscribe": "One-Click" },
      headers: { Cookie: "" },
    });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { marketingWithdrawn: number; remindersCancelled: number };
    expect(body.marketingWithdrawn).toBeGreaterThanOrEqual(1);
    // Idempotent: the same again changes nothing more.
    const again = await request.post(unsubscribeUrl, { form: { "List-Unsubscribe": "One-Click" } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { marketingWithdrawn: number }).marketingWithdrawn).toBe(0);
  });

  test("the reminder's own page shows it, changes its date and cancels it", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, "manage");
    const reference = await quoteSetFor(request, email, false);
    // From the quote email's link: /renewal-reminder?reference=…
    await openWithScript(page, `/renewal-reminder?reference=${reference}`);
    const form = page.getByRole("form", { name: "Remind me before my renewal" });
    await expect(form.getByLabel("Quote reference")).toHaveValue(reference);
    await expect(form).toHaveAttribute("novalidate", "");
    await expectNoWcagViolations(page);
    await form.getByLabel("The date your current policy renews").fill(ukDateIn(90));
    await expect(form.getByText(/We will email you on/)).toBeVisible();
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Set my reminder" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your renewal reminder is set" })).toBeVisible({
      timeout: 15_000,
    });

    const confirmation = await mailTo(email, "Change the date or cancel");
    await openWithScript(page, linkIn(confirmation, "/renewal-reminder/manage?token="));
    const summary = page.getByRole("region", { name: "Your reminder" });
    await expect(summary).toContainText("Home Insurance");
    await expect(summary).toContainText(reference);
    await expectNoWcagViolations(page);

    const change = page.getByRole("form", { name: "Change the date" });
    await change.getByLabel("The new date your policy renews").fill(ukDateIn(120));
    await change.getByRole("button", { name: "Change the date" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your reminder date is changed" })).toBeFocused();
    await expectNoWcagViolations(page);

    await page.getByRole("form", { name: "Cancel the reminder" }).getByRole("button").click();
    const cancelled = page.getByRole("status").filter({ hasText: "Your renewal reminder is cancelled" });
    await expect(cancelled).toBeFocused();
    await expectNoWcagViolations(page);

    // The link now answers 410: said on the page, with what to do next.
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: "This link no longer works" })).toBeVisible();
    await expectNoWcagViolations(page);
  });

  test("a reminder for an unknown reference is said in place", async ({ page }) => {
    await openWithScript(page, "/renewal-reminder?reference=PLM-7K2M9QXD");
    const form = page.getByRole("form", { name: "Remind me before my renewal" });
    await expect(form.getByLabel("Quote reference")).toHaveValue("PLM-7K2M9QXD");
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByLabel("The date your current policy renews").fill(ukDateIn(40));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Set my reminder" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We can't find these quotes" })).toBeVisible();
    await expectNoWcagViolations(page);
  });
});

test.describe("renewal reminders without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the quotes service, which sends the browser to the outcome page", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "nojs-reminder");
    const reference = await quoteSetFor(request, email, false);
    await page.goto(`/renewal-reminder?reference=${reference.toLowerCase()}`);
    const form = page.getByRole("form", { name: "Remind me before my renewal" });
    // The site's server filled in the reference from the email's link.
    await expect(form.getByLabel("Quote reference")).toHaveValue(reference);
    await form.getByLabel("The date your current policy renews").fill(ukDateIn(60));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Set my reminder" }).click();
    await expect(page).toHaveURL(/\/renewal-reminder\/set$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your renewal reminder is set" })).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
  });

  test("a date too far ahead ends on the problem page", async ({ page, request }, testInfo) => {
    const reference = await quoteSetFor(request, uniqueEmail(testInfo, "nojs-problem"), false);
    await page.goto(`/renewal-reminder?reference=${reference}`);
    const form = page.getByRole("form", { name: "Remind me before my renewal" });
    await form.getByLabel("The date your current policy renews").fill(ukDateIn(800));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Set my reminder" }).click();
    await expect(page).toHaveURL(/\/renewal-reminder\/problem$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "We could not set your reminder" }),
    ).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
  });

  test("the reminder's page cancels it with one button", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "nojs-cancel");
    const reference = await quoteSetFor(request, email, false);
    const set = await request.post(`${API}/api/reminders`, {
      data: { reference, renewalDate: ukDateIn(70), consent: true },
    });
    expect(set.status()).toBe(201);
    const confirmation = await mailTo(email, "Change the date or cancel");
    await page.goto(linkIn(confirmation, "/renewal-reminder/manage?token="));
    expect(await mainText(page)).toContain("With JavaScript this page also shows your reminder’s dates");
    await expectNoAxeViolationsWithoutJavaScript(page);
    await page.getByRole("form", { name: "Cancel the reminder" }).getByRole("button").click();
    await expect(page).toHaveURL(/\/renewal-reminder\/cancelled$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your renewal reminder is cancelled" }),
    ).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
  });

  test("without its link's token the page says where to find it, and shows no button", async ({ page }) => {
    await page.goto("/renewal-reminder/manage?token=not-a-token");
    await expect(page.getByText("This page opens from a link in one of our emails")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel the reminder" })).toBeHidden();
  });
});

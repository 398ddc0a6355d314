import { readFileSync } from "node:fs";
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

const REQUESTED = "If we hold anything for this address, we've emailed a link to it.";

/** Issue 24: access and erasure without an account, through a link sent to the address. */
test.describe("your data", () => {
  test("ask for a link, open it, see everything, download it and delete it: the old reference is then unknown", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "your-data");
    const reference = await quoteSetFor(request, email);
    const reminder = await request.post(`${API}/api/reminders`, {
      data: { reference, renewalDate: ukDateIn(100), consent: true },
    });
    expect(reminder.status()).toBe(201);

    await page.goto("/your-data");
    await expectNoWcagViolations(page);
    const form = page.getByRole("form", { name: "Ask for a link to your data" });
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByLabel("Email address").fill("not an address");
    await form.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Email me a link" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Check your email" });
    await expect(sent).toContainText(REQUESTED);
    await expectNoWcagViolations(page);

    const link = linkIn(await mailTo(email, "/your-data/view?token="), "/your-data/view?token=");
    // Opening the page changes nothing (mail scanners follow links): a button opens it.
    await openWithScript(page, link);
    await expect(page.getByRole("button", { name: "Show my data" })).toBeVisible();
    await expectNoWcagViolations(page);
    await page.getByRole("button", { name: "Show my data" }).click();
    const held = page.getByRole("heading", { name: "What we hold for your address" });
    await expect(held).toBeFocused();
    await expect(page).toHaveURL(/\/your-data\/view\?session=/);
    await expect(page.getByRole("table", { name: "Quote sets" })).toContainText(reference);
    await expect(page.getByRole("table", { name: "Renewal reminders" })).toContainText("Home Insurance");
    await expect(page.getByRole("table", { name: "Your consent choices" })).toContainText("News and offers");
    await expectNoWcagViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download as JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^plummet-your-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(exported.format).toBe("plummet-your-data/1");
    expect(exported.email).toBe(email);
    expect(exported.quoteSets.map((set: { reference: string }) => set.reference)).toContain(reference);

    // Delete asks for a tick first, said at the box.
    await page.getByRole("button", { name: "Delete everything" }).click();
    await expect(page.getByRole("checkbox", { name: /I understand/ })).toBeFocused();
    await expect(page.getByText("Tick the box to confirm you want everything deleted")).toBeVisible();
    await expectNoWcagViolations(page);
    await page.getByRole("checkbox", { name: /I understand/ }).check();
    await page.getByRole("button", { name: "Delete everything" }).click();
    await expect(page).toHaveURL(/\/your-data\/deleted$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your data is deleted" })).toBeVisible();
    await expectNoWcagViolations(page);

    await page.goto(`/quotes/${reference}`);
    await expect(page.getByText("We can't find these quotes")).toBeVisible({ timeout: 15_000 });
    expect((await request.get(`${API}/api/quotes/${reference}`)).status()).toBe(404);

    // The link worked once: opened again, it says so and what to do next.
    await openWithScript(page, link);
    await page.getByRole("button", { name: "Show my data" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This link no longer works" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/your-data",
    );
    await expectNoWcagViolations(page);
  });

  test("an address we hold nothing for gets the same answer", async ({ page }, testInfo) => {
    await page.goto("/your-data");
    const form = page.getByRole("form", { name: "Ask for a link to your data" });
    // The island has started (it checks the address itself): a press now stays on the page.
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByLabel("Email address").fill(uniqueEmail(testInfo, "nobody"));
    await form.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toContainText(REQUESTED);
  });

  test("the link problem page explains each reason", async ({ page }) => {
    await page.goto("/link-problem?reason=expired");
    await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
    for (const heading of ["The link is not complete", "The link has expired", "The link has been used"])
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link to your data" })).toHaveAttribute(
      "href",
      "/your-data",
    );
    await expectNoWcagViolations(page);
  });
});

test.describe("your data without JavaScript", () => {
  test.use({ javaScriptEnabled: false, acceptDownloads: true });

  test("ask, open, download and delete with plain HTML forms", async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, "nojs-your-data");
    const reference = await quoteSetFor(request, email);

    await page.goto("/your-data");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page).toHaveURL(/\/your-data\/check-your-email$/);
    await expect(page.getByText(REQUESTED)).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);

    const link = linkIn(await mailTo(email, "/your-data/view?token="), "/your-data/view?token=");
    await page.goto(link);
    await page.getByRole("button", { name: "Show my data" }).click();
    await expect(page).toHaveURL(/\/your-data\/view\?session=/);
    expect(await mainText(page)).toContain("The list of what we hold is shown with JavaScript");
    await expectNoAxeViolationsWithoutJavaScript(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download as JSON" }).click(),
    ]);
    expect(JSON.parse(readFileSync((await download.path())!, "utf8")).format).toBe("plummet-your-data/1");

    await page.getByRole("checkbox", { name: /I understand/ }).check();
    await page.getByRole("button", { name: "Delete everything" }).click();
    await expect(page).toHaveURL(/\/your-data\/deleted$/);
    expect((await request.get(`${API}/api/quotes/${reference}`)).status()).toBe(404);

    // The used link, opened again, ends on the link problem page with its reason.
    await page.goto(link);
    await page.getByRole("button", { name: "Show my data" }).click();
    await expect(page).toHaveURL(/\/link-problem\?reason=(used|expired)$/);
    await expectNoAxeViolationsWithoutJavaScript(page);
  });
});

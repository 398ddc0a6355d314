import { expect, test } from "@playwright/test";
import { emailLinkPages } from "@plummet/contracts";
import { emailLinkPaths } from "../app/route-paths";
import { expectSecurityHeaders, runEveryIsland, watchViolations } from "./csp";
import { linkIn, mailTo, openWithScript, quoteSetFor, ukDateIn, uniqueEmail } from "./email-links";

/** The two widths every page and form is checked at: a small phone and a laptop. */
const WIDTHS = [390, 1280] as const;

// Both widths are covered inside each test, so the desktop project runs this file alone.
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "both widths are set in each test");
});

test.describe("with the Content-Security-Policy on", () => {
  test.describe.configure({ timeout: 240_000 });

  // The site's routes are checked the same way in routes.spec.ts, at each project's width, with the
  // page load that checks their content: here, the pages only links in emails and forms lead to.
  test("every page an email or form leads to loads, its policy says what the site allows, and nothing is blocked, at 390 and 1280 px", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const paths = [...emailLinkPaths, "/quotes", "/no-such-page"];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
        expectSecurityHeaders(response, path);
        await runEveryIsland(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await violations(), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("the watch sees a violation: an injected inline script is blocked and reported", async ({ page }) => {
    const violations = await watchViolations(page);
    await openWithScript(page, "/");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return new Promise((resolve) =>
        setTimeout(() => resolve((window as unknown as { __injected?: boolean }).__injected ?? false), 200),
      );
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).join("\n")).toMatch(/script-src/);
  });

  test("every form works, and nothing is blocked, at 390 and 1280 px", async ({
    page,
    request,
  }, testInfo) => {
    const violations = await watchViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail(testInfo, `csp${width}`);

      // The quote form on the home page, to its results.
      await openWithScript(page, "/");
      const quoteForm = page.getByRole("form", { name: "Get insurance quotes" });
      await quoteForm.scrollIntoViewIfNeeded();
      await expect(quoteForm.getByRole("button", { name: "Compare Quotes" })).toBeEnabled();
      await quoteForm
        .getByRole("combobox", { name: "Insurance type" })
        .selectOption({ label: "Car Insurance" });
      await quoteForm.getByRole("radio", { name: "Standard" }).click();
      await quoteForm.getByLabel("Age", { exact: true }).fill("35");
      await quoteForm.getByLabel("Postcode").fill("m1 1ae");
      await quoteForm.getByLabel("Email address").fill(email);
      await quoteForm.getByRole("button", { name: "Compare Quotes" }).click();
      await expect(page.getByRole("region", { name: "Your quotes" })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState("networkidle");
      expect(await violations(), `quote form at ${width} px`).toEqual([]);

      // The contact form.
      await openWithScript(page, "/contact");
      const contact = page.getByRole("form", { name: "Send us a message" });
      await contact.getByLabel("Full name").fill("Sam Taylor");
      await contact.getByLabel("Email address").fill(email);
      await contact
        .getByRole("radiogroup", { name: "What is your message about?" })
        .getByRole("radio", { name: "Customer support" })
        .click();
      await contact.getByLabel("Your message", { exact: true }).fill("Does my quote include a courtesy car?");
      await contact.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("heading", { name: "Your message has been sent" })).toBeVisible();
      expect(await violations(), `contact form at ${width} px`).toEqual([]);

      // Finding a saved quote set by its reference.
      const reference = await quoteSetFor(request, email, false);
      await openWithScript(page, "/quotes");
      const find = page.getByRole("form", { name: "Find a saved quote" });
      await find.getByLabel("Quote reference").fill(reference);
      await find.getByRole("button", { name: "Show my quotes" }).click();
      await expect(page).toHaveURL(new RegExp(`/quotes/${reference}`));
      await page.waitForLoadState("networkidle");
      expect(await violations(), `find form at ${width} px`).toEqual([]);

      // A renewal reminder from that set.
      await openWithScript(page, `${emailLinkPages.renewalReminder}?reference=${reference}`);
      const reminder = page.getByRole("form", { name: "Remind me before my renewal" });
      await expect(reminder.getByLabel("Quote reference")).toHaveValue(reference);
      await reminder.getByLabel("The date your current policy renews").fill(ukDateIn(90));
      await reminder.getByRole("checkbox").check();
      await reminder.getByRole("button", { name: "Set my reminder" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your renewal reminder is set" })).toBeVisible({
        timeout: 15_000,
      });
      expect(await violations(), `reminder form at ${width} px`).toEqual([]);

      // Asking for a link to one's data.
      await openWithScript(page, emailLinkPages.yourData);
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Email me a link" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
      expect(await violations(), `your-data form at ${width} px`).toEqual([]);

      // Opening the emailed link, then unsubscribing from a quote email's link.
      await openWithScript(
        page,
        linkIn(await mailTo(email, "/your-data/view?token="), "/your-data/view?token="),
      );
      await page.getByRole("button", { name: "Show my data" }).click();
      await expect(page.getByRole("button", { name: "Delete everything" })).toBeVisible();
      expect(await violations(), `your-data view at ${width} px`).toEqual([]);

      await openWithScript(page, linkIn(await mailTo(email, reference), "/unsubscribe?token="));
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("status").filter({ hasText: "You are unsubscribed" })).toBeVisible();
      expect(await violations(), `unsubscribe form at ${width} px`).toEqual([]);
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { accountMessages } from "@plummet/contracts/values";
import { expectNoAxeViolations } from "./axe";
import { API, uniqueEmail } from "./email-links";
import { askForQuotes, quoteSetAddress } from "./results-page";

/**
 * Accounts with passkeys (issue 45), in Chromium's virtual authenticator (the DevTools WebAuthn
 * domain): quote, keep the quotes, confirm the address from the email, create a passkey at 1280
 * px; in a fresh browser holding the same passkey at 390 px, sign in, see both sets, quote again
 * with the kept answers; sign in by an emailed link in a third; delete the account and see the
 * passkey refused. axe on every state. Desktop project only: it sets its own sizes.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A virtual authenticator on this page's browser, like a phone's or laptop's built-in one. */
async function authenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Every sign-in link emailed to `address` (newest last), from the API's mail folder. */
function signInLinks(address: string): string[] {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), "utf8") }))
    .map(({ file, text }) => ({
      file,
      text: text.replace(/=\r?\n/g, "").replaceAll("=3D", "="),
    }))
    .filter(({ text }) => new RegExp(`^To:.*${address.replace(/[.+]/g, "\\$&")}`, "im").test(text))
    .sort((a, b) => a.file.localeCompare(b.file))
    .flatMap(({ text }) => text.match(/https?:\/\/[^\s"<>]+\/account\/sign-in\?token=[^\s"<>]+/)?.[0] ?? [])
    .map((link) => link.replaceAll("&amp;", "&"));
}

/** Waits for a sign-in link to `address` that is not one of `seen`. */
async function newSignInLink(address: string, seen: readonly string[] = []): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    link = signInLinks(address).find((candidate) => !seen.includes(candidate));
    expect(link, `a new sign-in link emailed to ${address}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  // The site the journey runs against (the email names the configured site's address).
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** A quick quote from the home page's form, to the new set's page; its reference. */
async function quickQuote(page: Page, email: string) {
  await askForQuotes(page, { type: "Home Insurance", age: "41", postcode: "cb2 1tn", email });
  await expect(page).toHaveURL(quoteSetAddress, { timeout: 30_000 });
  return new URL(page.url()).pathname.split("/").pop()!;
}

test.describe("accounts with passkeys", () => {
  test.setTimeout(240_000);

  test("keep quotes, confirm by email, a passkey; sign in with it on a phone, quote again; a link; delete", async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one run is enough: it sets its own sizes");
    const email = uniqueEmail(testInfo, "account");
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

    // 1280 px: a quick quote, then "Keep your quotes" on its page.
    const wide = await browser.newContext({ viewport: WIDE, baseURL: testInfo.project.use.baseURL });
    const first = await wide.newPage();
    const firstSet = await quickQuote(first, email);
    const keepPanel = first.getByRole("region", { name: "Keep these quotes in your account" });
    await keepPanel.scrollIntoViewIfNeeded();
    await expect(keepPanel.getByRole("button", { name: "Keep your quotes" })).toBeVisible();
    await keepPanel.screenshot({ path: testInfo.outputPath("keep-panel-1280.png") });
    await keepPanel.getByRole("button", { name: "Keep your quotes" }).click();
    await expect(keepPanel.getByText(accountMessages.keepLinkSent)).toBeVisible();
    // A quick quote has no detailed answers to keep.
    await expect(keepPanel.getByText("Also keep my answers")).toHaveCount(0);
    await expectNoAxeViolations(first);
    await keepPanel.screenshot({ path: testInfo.outputPath("keep-panel-sent-1280.png") });

    // The emailed link: opening it changes nothing; one button signs in.
    const firstLink = await newSignInLink(email);
    await first.goto(firstLink);
    await expect(first.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
    await expectNoAxeViolations(first);
    await shot(first, "sign-in-link-1280");
    await first.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(first.getByRole("heading", { name: "You're signed in" })).toBeFocused();
    await expect(first).toHaveURL(/\/account\/sign-in$/);
    await expectNoAxeViolations(first);

    // A passkey on this device (the virtual authenticator).
    const wideKey = await authenticator(first);
    await first.getByRole("button", { name: "Create a passkey on this device" }).click();
    await expect(first.getByText("Passkey created.")).toBeVisible();
    await expectNoAxeViolations(first);
    await first.getByRole("link", { name: "Go to your account" }).click();
    await expect(first.getByText(email)).toBeVisible();
    await expect(first.locator(`a[href="/quotes/${firstSet}"]`)).toBeVisible();
    const passkeys = first.getByRole("region", { name: "Passkeys" });
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(first);
    await shot(first, "signed-in-1280");
    const { credentials } = await wideKey.cdp.send("WebAuthn.getCredentials", {
      authenticatorId: wideKey.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    // Signing out here leaves the passkey on the device. (The virtual authenticator would answer
    // the field's passkey autofill at once, signing in again: a person would have to choose it.)
    await wideKey.cdp.send("WebAuthn.setAutomaticPresenceSimulation", {
      authenticatorId: wideKey.authenticatorId,
      enabled: false,
    });
    await first.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(first.getByRole("heading", { name: accountMessages.signedOut })).toBeFocused();
    await expect(first.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
    await expectNoAxeViolations(first);

    // A second set for the same address, priced on detailed answers (its answers can be kept).
    const full = await request.post(`${API}/api/quotes`, {
      data: {
        insuranceType: "car",
        coverageAmount: "standard",
        age: "41",
        postcode: "CB2 1TN",
        email,
        details: { insuranceType: "car", noClaimsYears: "9-plus", keptOvernight: "garage" },
      },
    });
    expect(full.status(), await full.text()).toBe(201);
    const secondSet = ((await full.json()) as { reference: string }).reference;

    // 390 px, a fresh browser holding the same passkey: sign in with it.
    const phone = await browser.newContext({ viewport: PHONE, baseURL: testInfo.project.use.baseURL });
    const second = await phone.newPage();
    const phoneKey = await authenticator(second);
    await phoneKey.cdp.send("WebAuthn.addCredential", {
      authenticatorId: phoneKey.authenticatorId,
      credential: credentials[0]!,
    });
    // Its presence off while the page arms the field's autofill, which the authenticator would
    // otherwise answer at once (a person chooses the passkey there): this sign-in is the button's.
    const presence = (enabled: boolean) =>
      phoneKey.cdp.send("WebAuthn.setAutomaticPresenceSimulation", {
        authenticatorId: phoneKey.authenticatorId,
        enabled,
      });
    await presence(false);
    await second.goto("/account");
    await second.waitForLoadState("networkidle");
    const passkeyButton = second.getByRole("button", { name: "Sign in with a passkey" });
    const signedInAs = second.getByText("Signed in as");
    await expect(passkeyButton).toBeVisible();
    await expect(second.getByLabel("Email address")).toHaveAttribute("autocomplete", "username webauthn");
    await expectNoAxeViolations(second);
    await shot(second, "signed-out-390");
    await presence(true);
    await passkeyButton.click();
    await expect(signedInAs).toBeVisible();
    await expect(second.locator(`a[href="/quotes/${firstSet}"]`)).toBeVisible();
    await expect(second.locator(`a[href="/quotes/${secondSet}"]`)).toBeVisible();
    await expectNoAxeViolations(second);
    await shot(second, "signed-in-390");

    // A passkey's name is the visitor's to change.
    const phonePasskeys = second.getByRole("region", { name: "Passkeys" });
    await phonePasskeys.getByRole("button", { name: /^Rename/ }).click();
    await phonePasskeys.getByLabel("Passkey name").fill("My laptop");
    await phonePasskeys.getByRole("button", { name: "Save" }).click();
    await expect(phonePasskeys.getByRole("button", { name: "Rename My laptop" })).toBeVisible();

    // The detailed set's own page offers to keep its answers with it.
    await second.goto(`/quotes/${secondSet}`);
    const secondPanel = second.getByRole("region", { name: "Keep these quotes in your account" });
    await secondPanel.scrollIntoViewIfNeeded();
    await expect(secondPanel.getByLabel("Also keep my answers so I can quote again next year")).toBeVisible();
    await expectNoAxeViolations(second);
    await secondPanel.screenshot({ path: testInfo.outputPath("keep-panel-390.png") });
    await second.goto("/account");

    // Keep the detailed set's answers, then quote again with them.
    await second.getByRole("button", { name: `Keep these answers from ${secondSet}` }).click();
    const kept = second.getByRole("region", { name: "Answers kept for next year" });
    await expect(kept).toBeVisible();
    await expectNoAxeViolations(second);
    await kept.getByRole("button", { name: "Quote again with these answers" }).click();
    await expect(kept.getByRole("heading", { name: "Check your answers" })).toBeFocused();
    await expect(kept.getByText("CB2 1TN")).toBeVisible();
    await expect(kept.getByText("Years of no-claims bonus")).toBeVisible();
    await expectNoAxeViolations(second);
    await shot(second, "quote-again-390");
    await kept.getByRole("button", { name: "Get quotes with these answers" }).click();
    await expect(second).toHaveURL(quoteSetAddress, { timeout: 30_000 });
    const thirdSet = new URL(second.url()).pathname.split("/").pop()!;
    expect([firstSet, secondSet]).not.toContain(thirdSet);

    // A third browser signs in by an emailed link, from the header's Your account.
    const third = await (
      await browser.newContext({ viewport: WIDE, baseURL: testInfo.project.use.baseURL })
    ).newPage();
    await third.goto("/about");
    await third.getByRole("banner").getByRole("link", { name: "Your account" }).click();
    await expect(third).toHaveURL(/\/account$/);
    await expect(third.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
    await expectNoAxeViolations(third);
    await shot(third, "signed-out-1280");
    const seen = signInLinks(email).map((link) => `${new URL(link).pathname}${new URL(link).search}`);
    await third.getByLabel("Email address").fill(email);
    await third.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(third.getByRole("heading", { name: "Check your email" })).toBeFocused();
    await expect(third.getByText(accountMessages.linkSent)).toBeVisible();
    await expectNoAxeViolations(third);
    await shot(third, "check-your-email-1280");
    const thirdLink = await newSignInLink(
      email,
      signInLinks(email).filter((link) => seen.includes(`${new URL(link).pathname}${new URL(link).search}`)),
    );
    await third.goto(thirdLink);
    await third.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(third.getByRole("heading", { name: "You're signed in" })).toBeVisible();
    await third.getByRole("link", { name: "Go to your account" }).click();
    await expect(third.locator(`a[href="/quotes/${thirdSet}"]`)).toBeVisible();
    // Two devices signed in: this one and the phone (the first signed out).
    await expect(third.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(
      2,
    );
    // A passkey added here, on the account page, then removed (this device signed in by link).
    await authenticator(third);
    const thirdPasskeys = third.getByRole("region", { name: "Passkeys" });
    await thirdPasskeys.getByRole("button", { name: "Add a passkey on this device" }).click();
    await expect(thirdPasskeys.getByText("Passkey added.")).toBeVisible();
    await expect(thirdPasskeys.getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(third);
    await thirdPasskeys
      .getByRole("listitem")
      .filter({ hasNotText: "My laptop" })
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(thirdPasskeys.getByRole("listitem")).toHaveCount(1);
    await expect(thirdPasskeys.getByRole("button", { name: "Remove My laptop" })).toBeVisible();
    await expect(third.getByText("Signed in as")).toBeVisible();
    // Download everything: the service's file, with the account in it.
    const downloading = third.waitForEvent("download");
    await third.getByRole("link", { name: "Download everything" }).click();
    const download = await downloading;
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      email?: string;
      account?: { passkeys?: unknown[] } | null;
    };
    expect(exported.email).toBe(email);
    expect(exported.account?.passkeys).toHaveLength(1);

    // A link cut short or changed says so; a used one too, and how to ask for another.
    await third.goto(`${firstLink.slice(0, -3)}AAA`);
    await third.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(third.getByRole("alert")).toContainText("This link is not complete");
    await expectNoAxeViolations(third);
    // A used link says so, and how to ask for another.
    await third.goto(firstLink);
    await third.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(third.getByRole("alert")).toContainText("This link no longer works");
    await expect(third.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/account");
    await expectNoAxeViolations(third);

    // Delete the account, behind its confirmation.
    await third.goto("/account");
    const deleteForm = third.getByRole("form", { name: "Delete your account" });
    await deleteForm.getByRole("button", { name: "Delete your account" }).click();
    await expect(deleteForm.getByText("Tick the box to confirm")).toBeVisible();
    await deleteForm.getByLabel(/I understand/).check();
    await deleteForm.getByRole("button", { name: "Delete your account" }).click();
    await expect(third.getByRole("heading", { name: "Your account is deleted" })).toBeFocused();
    await expect(third.getByText(accountMessages.deleted)).toBeVisible();
    await expectNoAxeViolations(third);

    // The phone's passkey is refused now (its session ended with the account).
    await second.goto("/account");
    await second.waitForLoadState("networkidle");
    await expect(second.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await second.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(second.getByRole("alert")).toContainText(/passkey/i);
    await expect(second.getByText("Signed in as")).toHaveCount(0);
    await expectNoAxeViolations(second);

    await Promise.all([wide.close(), phone.close(), third.context().close()]);
  });
});

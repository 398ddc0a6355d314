import { expect, type Page, test } from "@playwright/test";
import { callBackMessages } from "@plummet/contracts";
import { expectNoWcagViolations } from "./axe";
import { mailTo, uniqueEmail } from "./email-links";

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

/** The inquiry type is a radio group named by its legend. */
const inquiryTypes = (page: Page) =>
  form(page).getByRole("radiogroup", { name: "What is your message about?" });

async function fillValidMessage(page: Page) {
  const contactForm = form(page);
  await contactForm.getByLabel("Full name").fill("Sam Taylor");
  await contactForm.getByLabel("Email address").fill("sam.taylor@example.com");
  await contactForm.getByLabel("Phone number (optional)").fill("020 7946 0000");
  await inquiryTypes(page).getByRole("radio", { name: "Customer support" }).click();
  await contactForm
    .getByLabel("Your message", { exact: true })
    .fill("Could you tell me whether my quote includes a courtesy car?");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
});

test("a visitor sends a message and gets a reference from the API", async ({ page }) => {
  await fillValidMessage(page);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await form(page).getByRole("button", { name: "Send message" }).click();
  const response = await answer;
  expect(response.status()).toBeLessThan(300);
  const { reference } = (await response.json()) as { reference: string };
  expect(reference).toBeTruthy();

  const confirmation = page.getByRole("status").filter({ hasText: "your message has been sent" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(reference);
  await expect(page.getByRole("heading", { name: "Your message has been sent" })).toBeFocused();

  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(form(page).getByLabel("Full name")).toHaveValue("");
});

test("an empty form lists each problem and marks each field", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) posted = true;
  });
  await form(page).getByRole("button", { name: "Send message" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  for (const [label, message] of [
    ["Full name", "Please enter your full name"],
    ["Email address", "Please enter a valid email address"],
    ["Your message", "Please enter your message"],
  ] as const) {
    const field = form(page).getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
  await expect(inquiryTypes(page)).toHaveAccessibleDescription(/Please choose what your message is about/);
  await summary.getByRole("link", { name: "Please choose what your message is about" }).click();
  await expect(inquiryTypes(page).getByRole("radio", { name: "Help with a quote" })).toBeFocused();
  // The optional phone is not an error when left empty.
  await expect(form(page).getByLabel("Phone number (optional)")).not.toHaveAttribute("aria-invalid", "true");

  // A summary link takes the visitor to the field.
  await summary.getByRole("link", { name: "Please enter your full name" }).click();
  await expect(form(page).getByLabel("Full name")).toBeFocused();
  expect(posted).toBe(false);
});

test("a malformed email and phone get their own messages", async ({ page }) => {
  await fillValidMessage(page);
  await form(page).getByLabel("Email address").fill("sam@");
  await form(page).getByLabel("Phone number (optional)").fill("12345");
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await expect(
    form(page).getByText("Please enter a valid UK phone number, for example 020 7946 0000", { exact: true }),
  ).toBeVisible();
});

for (const [name, fault] of [
  ["a server error", "status"],
  ["no answer", "abort"],
] as const) {
  test(`the error state shows on ${name} and keeps what was typed`, async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      fault === "status"
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: '{"statusCode":503,"error":"Service Unavailable","message":"Try later"}',
          })
        : route.abort("connectionrefused"),
    );
    await fillValidMessage(page);
    await form(page).getByRole("button", { name: "Send message" }).click();
    const failure = page.getByRole("alert").filter({ hasText: "Sorry, your message could not be sent" });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole("link", { name: "support@plummet.co.uk" })).toHaveAttribute(
      "href",
      "mailto:support@plummet.co.uk",
    );
    await expect(form(page).getByLabel("Full name")).toHaveValue("Sam Taylor");
    await expect(form(page).getByRole("button", { name: "Send message" })).toBeEnabled();
  });
}

test("the API's own field messages appear under the fields", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        statusCode: 400,
        error: "Bad Request",
        message: "Please check the form",
        issues: [{ path: "email", message: "Please enter a valid email address" }],
      }),
    }),
  );
  await fillValidMessage(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Email address")).toHaveAccessibleDescription(
    /Please enter a valid email address/,
  );
});

test("the button says it is sending while the request is in flight", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await fillValidMessage(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByRole("button", { name: "Sending your message..." })).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { name: "Your message has been sent" })).toBeVisible();
});

test("company details, opening hours, complaints route and mailto shortcuts are on the page", async ({
  page,
}) => {
  const main = page.getByRole("main");
  await expect(main.getByText("not an authorised firm")).toBeVisible();
  await expect(main.getByText("Authorised and regulated by the Financial Conduct Authority")).toHaveCount(0);
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(0);
  for (const [days, hours] of [
    ["Monday to Friday", "9am to 6pm"],
    ["Saturday", "10am to 4pm"],
    ["Sunday", "Closed"],
  ] as const) {
    await expect(main.getByText(days, { exact: true })).toBeVisible();
    await expect(main.getByText(hours, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Financial Ombudsman Service" })).toHaveAttribute(
    "href",
    /financial-ombudsman\.org\.uk/,
  );
  await expect(main.getByRole("link", { name: "Email customer support" })).toHaveAttribute(
    "href",
    /^mailto:support@plummet\.co\.uk/,
  );
  await expect(main.getByRole("link", { name: "Email a complaint" })).toHaveAttribute(
    "href",
    /^mailto:complaints@plummet\.co\.uk/,
  );
  await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
});

test.describe("a call back", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/call-back");
    await page.waitForLoadState("networkidle");
  });

  test("a premium-rate number is refused; a UK mobile is confirmed on screen and by email", async ({
    page,
  }, testInfo) => {
    const request = page.getByRole("form", { name: "Your details" });
    const address = uniqueEmail(testInfo, "call-back");
    await request.getByLabel("Full name").fill("Sam Taylor");
    await request.getByLabel("UK phone number").fill("0906 123 4567");
    await request.getByLabel("Email address").fill(address);
    await request.getByLabel("When should we call?").selectOption("morning");
    await request.getByLabel("What is the call about?").selectOption("car");
    await request.getByRole("button", { name: "Ask for a call back" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: callBackMessages.premiumRate })).toBeVisible();
    await expect(summary.getByRole("link", { name: callBackMessages.consent })).toBeVisible();
    await expectNoWcagViolations(page);

    await request.getByLabel("UK phone number").fill("+44 7400 123456");
    await request.getByRole("checkbox", { name: /I agree to Plummet calling me/ }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/call-back"));
    await request.getByRole("button", { name: "Ask for a call back" }).click();
    const { reference } = (await (await answer).json()) as { reference: string };
    const confirmed = page.getByRole("status").filter({ hasText: "We have your call-back request" });
    await expect(confirmed).toContainText(reference);
    await expect(confirmed).toContainText("07400 123456");
    await expect(confirmed).toContainText("no one will call you");
    await expect(page.getByRole("heading", { name: "We have your call-back request" })).toBeFocused();
    await expectNoWcagViolations(page);

    const mail = await mailTo(address, reference);
    expect(mail.text).toContain("Morning, 9am to 12pm");
    expect(mail.text).toContain("no one will call you");
  });
});

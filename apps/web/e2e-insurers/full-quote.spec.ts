import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations, WCAG_TAGS } from "../e2e/axe";
import { askForQuotes, quoteSetAddress } from "../e2e/results-page";

/**
 * "Get your exact price": the full quote's question pages, with the API asking the insurer sandbox
 * (Marram speaks protocol 2 and is sent every answer) and looking vehicles up in the sandbox's
 * DVLA-shaped service. At 1280 px: a car, its registration looked up, one other driver, a claim
 * and an SP30, the whole way by keyboard, a reload on the way keeping every answer. At 390 px: a
 * home, and the saved set's page offering to carry on with an unfinished one.
 */

const SCREENSHOTS = process.env.FULL_QUOTE_SCREENSHOTS;

const isoDaysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page, { tags: WCAG_TAGS }), what).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${what}.png`, fullPage: true });
}

async function startQuickQuote(page: Page, product: string, label: string) {
  await askForQuotes(page, {
    type: label,
    age: "40",
    postcode: "LE1 5WW",
    email: `full-${product}@example.com`,
  });
  await expect(page).toHaveURL(quoteSetAddress, { timeout: 20_000 });
}

/** Chooses a radio by its label within a question's group, by keyboard: focus, then Space. */
async function choose(scope: Page | Locator, question: string, answer: string) {
  const radio = scope
    .getByRole("group", { name: question })
    .getByRole("radio", { name: answer, exact: true });
  await radio.focus();
  await radio.press("Space");
}

async function fill(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.focus();
  await field.fill(value);
}

async function continueOn(page: Page, step: string) {
  await page.getByRole("button", { name: "Continue" }).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: step })).toBeFocused();
}

/** A birthday a month ago, so the age is the same whatever the day of the year. */
function dateOfBirth(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

/** The results' "Get more accurate prices" loads as the visitor nears it. */
async function exactPriceLink(page: Page): Promise<Locator> {
  await page.getByRole("heading", { name: "Get more accurate prices" }).scrollIntoViewIfNeeded();
  return page.getByRole("link", { name: "Get your exact price" });
}

/**
 * The car journey runs at 1280 px; with FULL_QUOTE_SCREENSHOTS set (for looking at every page, not
 * in `npm test`) it runs at 390 px as well, saving each page's screenshot at both widths.
 */
const carWidths = SCREENSHOTS ? (["desktop", "mobile"] as const) : (["desktop"] as const);
const viewports = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

for (const width of carWidths) {
  test.describe(`the car at ${viewports[width].viewport.width} px`, () => {
    test.use(viewports[width]);

    test("a car's full quote: lookup, a driver, a claim, an SP30, by keyboard, kept across a reload", async ({
      page,
    }) => {
      await startQuickQuote(page, "car", "Car Insurance");
      const exact = await exactPriceLink(page);
      await exact.focus();
      await exact.press("Enter");
      await expect(page).toHaveURL(/\/exact-price\?product=car&from=PLM-/);

      // The quick quote's answers are kept: the questions start at the car.
      await expect(page.getByText("Car Insurance · Step 2 of 10")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Your car" })).toBeVisible();
      await expectAxeClean(page, `car-1-vehicle-${width}`);

      // Continue with nothing answered: the error summary lists each question, each field says why.
      await page.getByRole("button", { name: "Continue" }).press("Enter");
      const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: "Enter the make" })).toBeVisible();
      await expectAxeClean(page, `car-1-vehicle-errors-${width}`);

      await fill(page, "Registration number", "pl12 mmt");
      await page.getByRole("button", { name: "Find vehicle" }).press("Enter");
      await expect(page.getByText("We found a blue ford, made in 2012.")).toBeVisible();
      await expect(page.getByLabel("Make", { exact: true })).toHaveValue("FORD");
      await expect(page.getByLabel("Year of manufacture", { exact: true })).toHaveValue("2012");
      await fill(page, "Model", "Focus 1.0 EcoBoost");
      await choose(page, "Gearbox", "Manual");
      await page.getByLabel("What the car is worth").selectOption({ label: "£3,000 to £7,500" });
      await choose(page, "Has it been modified from the maker's specification?", "No");
      await choose(page, "Is it an import?", "No");
      await continueOn(page, "How it is used and kept");

      // A reload part-way loses nothing: the page and every answer typed come back.
      await page.getByLabel("Who is the registered keeper?").selectOption({ label: "You" });
      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: "How it is used and kept" })).toBeVisible();
      await expect(page.getByLabel("Who is the registered keeper?")).toHaveValue("you");
      await page.getByRole("button", { name: "Back" }).press("Enter");
      await expect(page.getByLabel("Model", { exact: true })).toHaveValue("Focus 1.0 EcoBoost");
      await continueOn(page, "How it is used and kept");

      await choose(page, "Who owns it?", "You");
      await choose(page, "What will the car be used for?", "Social and commuting to one place of work");
      await choose(page, "Miles a year", "8,001 to 12,000");
      await choose(page, "Where it is kept overnight", "On a driveway");
      await choose(page, "Security fitted", "The maker's alarm and immobiliser");
      await choose(page, "Does it have a dashcam?", "No");
      await choose(page, "Do you drive any other vehicle?", "No");
      await expectAxeClean(page, `car-2-use-${width}`);
      await continueOn(page, "About you");

      await fill(page, "First name", "Alex");
      await fill(page, "Last name", "Morgan");
      await fill(page, "Date of birth", dateOfBirth(40));
      await page.getByLabel("Marital status").selectOption({ label: "Married or in a civil partnership" });
      await page.getByLabel("Employment status").selectOption({ label: "Employed" });
      await page.getByLabel("Your main job").selectOption({ label: "Teacher or lecturer" });
      await choose(page, "Do you own your home?", "Yes");
      await choose(page, "Do you have children under 16 living with you?", "No");
      await choose(page, "How long have you lived in the UK?", "Since birth");
      await expectAxeClean(page, `car-3-you-${width}`);
      await continueOn(page, "Your licence");

      await choose(page, "Type of driving licence", "Full UK licence");
      // A licence held since before the driver was 17 is refused, with the most it can be.
      await fill(page, "Years you have held this licence", "30");
      await choose(page, "Do you have a medical condition you must tell the DVLA about?", "No");
      await page.getByRole("button", { name: "Continue" }).press("Enter");
      await expect(
        page.getByText("You can have held a licence for at most 23 years: drivers start at 17").first(),
      ).toBeVisible();
      await fill(page, "Years you have held this licence", "20");
      await expectAxeClean(page, `car-4-licence-${width}`);
      await continueOn(page, "Your no-claims bonus");

      await page.getByLabel("Years of no-claims bonus").selectOption({ label: "5 years" });
      await choose(page, "Protect your no-claims bonus?", "Yes");
      await expectAxeClean(page, `car-5-no-claims-${width}`);
      await continueOn(page, "Claims and convictions");

      await choose(page, "Claims in the last 5 years", "One");
      await page.getByRole("button", { name: "Add a claim" }).press("Enter");
      const claim = page.getByRole("group", { name: "Claim 1" });
      await fill(claim, "Date of the claim", isoDaysFromToday(-400));
      await claim.getByLabel("What happened").selectOption({ label: "Accident" });
      await choose(claim, "Were you at fault?", "No");
      await choose(claim, "Did it affect your no-claims bonus?", "No");
      await choose(
        page,
        "Any motoring convictions, fixed penalties or endorsements in the last 5 years?",
        "Yes",
      );
      await page.getByRole("button", { name: "Add a conviction" }).press("Enter");
      const conviction = page.getByRole("group", { name: "Conviction 1" });
      await conviction.getByLabel("Endorsement code").selectOption("SP30");
      await fill(conviction, "Date of the conviction", isoDaysFromToday(-200));
      await fill(conviction, "Penalty points", "3");
      await fill(conviction, "Months of driving ban", "0");
      await choose(page, "Any unspent criminal convictions (not motoring)?", "No");
      await choose(page, "Has an insurer ever refused, cancelled or voided your insurance?", "No");
      await expectAxeClean(page, `car-6-history-${width}`);
      await continueOn(page, "Other drivers");

      await choose(page, "Add another driver?", "Yes");
      await page.getByRole("button", { name: "Add a driver" }).press("Enter");
      const driver = page.getByRole("group", { name: "Driver 1" });
      await fill(driver, "First name", "Sam");
      await fill(driver, "Last name", "Morgan");
      await fill(driver, "Date of birth", dateOfBirth(19));
      await driver.getByLabel("Their relationship to you").selectOption({ label: "Son or daughter" });
      await choose(driver, "Their type of licence", "Full UK licence");
      await fill(driver, "Years they have held it", "1");
      await choose(driver, "Any claims or convictions in the last 5 years?", "No");
      await expectAxeClean(page, `car-7-drivers-${width}`);
      await continueOn(page, "Your cover");

      await page.getByLabel("Voluntary excess").selectOption({ label: "£250" });
      await fill(page, "When should the cover start?", isoDaysFromToday(14));
      await expectAxeClean(page, `car-8-cover-${width}`);
      await continueOn(page, "Check your answers");

      // Check your answers: every answer, each with Change; Change goes back and returns here.
      const check = page.locator("dl");
      await expect(page.getByText(/SP30: Exceeding statutory speed limit on a public road, /)).toBeVisible();
      await expect(page.getByText("Sam, Morgan, ")).toBeVisible();
      await expectAxeClean(page, `car-9-check-${width}`);
      await page.getByRole("button", { name: "Change voluntary excess" }).press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "Your cover" })).toBeFocused();
      await page.getByLabel("Voluntary excess").selectOption({ label: "£500" });
      await page.getByRole("button", { name: "Save and go back to your answers" }).press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "Check your answers" })).toBeFocused();
      await expect(check.filter({ hasText: "Voluntary excess" }).first()).toContainText("£500");

      await page.getByRole("button", { name: "Get my exact prices" }).press("Enter");
      await expect(page).toHaveURL(quoteSetAddress, { timeout: 20_000 });
      await expect(page.getByText("Your full answers to every question insurers ask").first()).toBeVisible();
      // Marram speaks protocol 2 and loads nothing it is not sent; the set holds its quote.
      await expect(page.getByRole("region", { name: "Your quotes" })).toContainText("Marram Assurance");
      await expectAxeClean(page, `car-10-results-${width}`);
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a home's full quote; the saved set's page offers to carry on", async ({ page }) => {
    await startQuickQuote(page, "home", "Home Insurance");
    await (await exactPriceLink(page)).click();
    await expect(page.getByRole("heading", { level: 2, name: "The property" })).toBeVisible();
    await expectAxeClean(page, "home-1-property-mobile");
    await choose(page, "What to cover", "Buildings and contents");
    await choose(page, "Type of property", "Semi-detached house");
    await page.getByLabel("Bedrooms").selectOption("3");
    await fill(page, "Roughly when was it built?", "1965");
    await choose(page, "What are the walls made of?", "Brick or stone");
    await choose(page, "What is the roof made of?", "Tile or slate");
    await choose(page, "Is it a listed building?", "No");
    await continueOn(page, "What to cover");
    await fill(page, "Rebuild cost", "260000");
    await fill(page, "What your contents are worth", "45000");
    await choose(page, "Any single item worth over £1,500?", "No");
    await expectAxeClean(page, "home-2-cover-mobile");

    // Leave part-way: the saved set's page offers to carry on where it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/quotes\/PLM-/);
    await expect(page.getByText("You have an exact price under way: step 3 of 7.")).toBeVisible();
    await page.getByRole("link", { name: "Carry on with your exact price" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "What to cover" })).toBeVisible();
    await expect(page.getByLabel("Rebuild cost")).toHaveValue("260000");
    await expectAxeClean(page, "home-2-carry-on-mobile");
  });
});

import { expect, type Page, test } from "@playwright/test";
import { site } from "@plummet/content/site";

const header = (page: Page) => page.getByRole("banner");
const isMobile = (projectName: string) => projectName === "mobile";

/** The desktop header's navigation on the page at `path`: the same links in the same order on every page. */
async function desktopNav(page: Page, path: string) {
  await page.goto(path);
  const nav = header(page).getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText([
    "Products",
    "About",
    "Resources",
    "Saved quotes",
    "Contact",
    "Get Quote",
  ]);
  return nav;
}

test.describe("landing header", () => {
  test("desktop: the links scroll to the home page's sections", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "the desktop links are behind the menu on a phone");
    const nav = await desktopNav(page, "/");
    for (const [label, id] of [
      ["Products", "products"],
      ["Resources", "resources"],
      ["Contact", "contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", `#${id}`);
    }
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Saved quotes" })).toHaveAttribute("href", "/quotes");
    await expect(nav.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "#quote-comparison");
    await nav.getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\/#resources$/);
    await expect(page.locator("#resources h2")).toBeInViewport();
    // Sticky: the header stays at the top of the viewport after scrolling.
    expect((await header(page).boundingBox())?.y).toBe(0);
    await expect(header(page).getByRole("link", { name: `${site.brand} home` })).toBeInViewport();
  });

  test("mobile: the menu opens, and closes when a link is chosen", async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the toggle menu is for small screens");
    await page.goto("/");
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
    await header(page).getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const label of ["Products", "About", "Resources", "Saved quotes", "Contact"]) {
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Products" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#products$/);
    await expect(page.locator("#products h2")).toBeInViewport();
  });

  test("mobile: Escape closes the menu and gives focus back to its button", async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the toggle menu is for small screens");
    await page.goto("/");
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("other pages' header", () => {
  test("desktop: Products, About, Resources, Saved quotes, Contact and Get Quote lead on from every page", async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "the desktop links are behind the menu on a phone");
    const nav = await desktopNav(page, "/car-insurance");
    await expect(nav.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
    await expect(nav.getByRole("link", { name: "Saved quotes" })).toHaveAttribute("href", "/quotes");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/#products");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(nav.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/#quote-comparison");
    // About says who runs Plummet and how it makes money.
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { name: "Who runs Plummet" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How Plummet makes money" })).toBeVisible();
    await expect(page.getByText("not an authorised firm").first()).toBeVisible();
  });

  test("mobile: the menu adds Home and closes on navigation", async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the toggle menu is for small screens");
    await page.goto("/car-insurance");
    await header(page).getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("navigation").getByRole("link")).toHaveText([
      "Home",
      "Products",
      "About",
      "Resources",
      "Saved quotes",
      "Contact",
    ]);
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test("the logo links home", async ({ page }) => {
    await page.goto("/travel-insurance");
    await header(page)
      .getByRole("link", { name: `${site.brand} home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("footer and skip link", () => {
  test("the footer carries the regulatory statement in full and its links", async ({ page }) => {
    await page.goto("/");
    // A click before the page has hydrated jumps natively, then scroll restoration on hydration
    // can move the page back to the top: click once the page's code has loaded.
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveAttribute("id", "contact");
    await expect(footer.getByText(site.company.fcaStatement)).toBeVisible();
    // Placeholder details: a demonstration, not an authorised firm, and no FCA claim.
    await expect(footer.getByText("not an authorised firm")).toBeVisible();
    await expect(footer.getByText("Authorised and regulated by the Financial Conduct Authority")).toHaveCount(
      0,
    );
    await expect(footer.getByText(site.company.howWeArePaid)).toBeVisible();
    // The placeholder number is in a reserved range: never a link, a call back instead.
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Ask for a call back" })).toHaveAttribute(
      "href",
      "/call-back",
    );
    const legal = footer.getByRole("navigation", { name: "Legal" });
    for (const href of ["/privacy-policy", "/terms-of-service", "/contact", "/sitemap"]) {
      await expect(legal.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    for (const href of ["/#products", "/about", "/#resources"]) {
      await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await quick.locator('a[href="/#products"]').click();
    await expect(page.locator("#products h2")).toBeInViewport();
  });

  test("the skip link moves focus to the main content", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "a keyboard journey");
    await page.goto("/pet-insurance");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

import { expect, test } from "@playwright/test";
import { productPages } from "@plummet/content/products";

for (const product of productPages) {
  test.describe(`product page ${product.path}`, () => {
    test("shows its hero, cover types, covered list, tips and preset form", async ({ page }) => {
      await page.goto(product.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.hero.title);
      await expect(main.getByText(product.hero.description)).toBeVisible();
      await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
      await expect(main.getByRole("link", { name: product.hero.primaryCta })).toHaveAttribute(
        "href",
        "#quote-form",
      );
      await expect(main.getByRole("link", { name: "Get Expert Advice" })).toHaveAttribute(
        "href",
        "/call-back",
      );

      const coverTypes = page.getByRole("region", { name: product.coverTypes.title });
      for (const item of product.coverTypes.items) {
        const card = coverTypes
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: item.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByText(item.description)).toBeVisible();
        for (const feature of item.features)
          await expect(card.getByText(feature, { exact: true })).toBeVisible();
      }
      const covered = page.getByRole("region", { name: product.covered.title });
      for (const item of product.covered.items)
        await expect(covered.getByText(item, { exact: true })).toBeVisible();

      const tips = page.getByRole("complementary", { name: product.tips?.title ?? /tips|lower|save/i });
      if (product.tips) {
        for (const tip of product.tips.items)
          await expect(tips.getByText(tip, { exact: true })).toBeVisible();
      } else {
        await expect(page.getByRole("complementary")).toHaveCount(0);
      }

      // Nothing runs off the side of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );

      const formSection = page.locator("section#quote-form");
      await expect(formSection.getByRole("heading", { level: 2 })).toHaveText(
        product.formTitle ?? "Compare quotes",
      );
      await expect(
        formSection
          .getByRole("form", { name: "Get insurance quotes" })
          .getByRole("combobox", { name: "Insurance type" }),
      ).toHaveValue(product.insuranceType);
    });

    test("its hero's primary button scrolls to the form", async ({ page }) => {
      await page.goto(product.path);
      await page.getByRole("link", { name: product.hero.primaryCta }).click();
      await expect(page.getByRole("form", { name: "Get insurance quotes" })).toBeInViewport();
    });
  });
}

test("the private medical page has no tips block and no custom form title", async ({ page }) => {
  const medical = productPages.find((product) => product.path === "/private-medical-insurance");
  expect(medical?.tips).toBeUndefined();
  expect(medical?.formTitle).toBeUndefined();
  await page.goto("/private-medical-insurance");
  await expect(page.getByRole("complementary")).toHaveCount(0);
  await expect(page.locator("section#quote-form").getByRole("heading", { level: 2 })).toHaveText(
    "Compare quotes",
  );
});

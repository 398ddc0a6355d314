import { insuranceTypeLabels } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { carFromClaim, noClaimsClaim } from "../claims";
import { ProductPage } from "../schemas";
import { productRoutes } from "../testing/spec";
import { productPageByPath, productPages } from ".";

const expectedTypes = {
  "/car-insurance": "car",
  "/van-insurance": "van",
  "/bike-insurance": "bike",
  "/home-insurance": "home",
  "/travel-insurance": "travel",
  "/pet-insurance": "pet",
  "/breakdown-cover": "breakdown",
  "/life-insurance": "life",
  "/private-medical-insurance": "medical",
} as const;

describe("productPages", () => {
  it("has the nine product routes in the required order", () => {
    expect(productPages.map((page) => page.path)).toEqual([...productRoutes]);
  });

  it.each(productPages)("$path parses and presets its insurance type", (page) => {
    expect(ProductPage.safeParse(page).success).toBe(true);
    expect(page.insuranceType).toBe(expectedTypes[page.path as keyof typeof expectedTypes]);
  });

  it.each(productPages)("$path has three or four cover types with distinct titles", (page) => {
    const titles = page.coverTypes.items.map((item) => item.title);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(titles.length).toBeLessThanOrEqual(4);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("gives every page but private medical a tips block and a form title (docs/product)", () => {
    for (const page of productPages) {
      const isMedical = page.path === "/private-medical-insurance";
      expect(page.tips === undefined, page.path).toBe(isMedical);
      expect(page.formTitle === undefined, page.path).toBe(isMedical);
    }
  });

  it("presets 'medical', not the label, on the private medical page (the value, not the label)", () => {
    const page = productPageByPath("/private-medical-insurance");
    expect(page?.insuranceType).toBe("medical");
    expect(page?.serviceType).toBe(insuranceTypeLabels.medical);
  });

  it("gives each page its own title and description", () => {
    expect(new Set(productPages.map((page) => page.meta.title)).size).toBe(9);
    expect(new Set(productPages.map((page) => page.meta.description)).size).toBe(9);
  });

  it("states the car figures with the marks of their basis (claims.ts)", () => {
    const car = productPageByPath("/car-insurance");
    expect(car?.hero.description).toContain(`${carFromClaim.figure}${carFromClaim.mark} a year`);
    expect(car?.hero.description).toContain(`up to ${noClaimsClaim.figure}${noClaimsClaim.mark}`);
  });

  it("finds pages by path and nothing for an unknown path", () => {
    expect(productPageByPath("/pet-insurance")?.insuranceType).toBe("pet");
    expect(productPageByPath("/boat-insurance")).toBeUndefined();
  });
});

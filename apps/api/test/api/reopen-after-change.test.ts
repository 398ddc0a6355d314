import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Insurer, insurers } from "@plummet/content/insurers";
import type { QuoteSetResponse } from "@plummet/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { createPanelAdapters } from "../../src/providers/panel-adapters";
import { providerFactors } from "../../src/rating/provider-factors";
import { testDatabaseUrl } from "../db/drivers";
import { createTestApp, validQuoteBody } from "../helper";

/**
 * A quote set is stored as what was asked and what each insurer priced, against a version of the
 * cover catalogue; so after the catalogue, the panel and the insurers' rating factors all change,
 * an old set still reopens exactly as it was answered, while new quotes follow the change.
 */
const databases = [
  { name: "PGlite", env: (folder: string) => ({ DATA_DIR: folder }) },
  ...(testDatabaseUrl ? [{ name: "PostgreSQL", env: () => ({ DATABASE_URL: testDatabaseUrl }) }] : []),
];

/** Today's panel, changed: every name, product name, rating and cover feature, and one insurer gone. */
function changedPanel(): Insurer[] {
  return insurers.slice(1).map((insurer) => ({
    ...insurer,
    name: `${insurer.name} Direct`,
    products: insurer.products.map((product) => ({
      ...product,
      productName: `${product.productName} Plus`,
      rating: product.rating === 5 ? 4 : product.rating + 0.5,
      excess: product.excess + 50,
      features: {
        basic: ["A new feature", ...product.features.basic],
        standard: ["A new feature", ...product.features.standard],
        comprehensive: ["A new feature", ...product.features.comprehensive],
      },
      cover: {
        basic: product.cover.basic.map((item) => ({ ...item, feature: `${item.feature} (renamed)` })),
        standard: product.cover.standard.map((item) => ({ ...item, feature: `${item.feature} (renamed)` })),
        comprehensive: product.cover.comprehensive.map((item) => ({
          ...item,
          feature: `${item.feature} (renamed)`,
        })),
      },
    })),
  }));
}

/** Every insurer prices 7% higher, and nobody charges for paying monthly any more. */
const changedFactors = Object.fromEntries(
  Object.entries(providerFactors).map(([slug, factors]) => [
    slug,
    { ...factors, priceLevel: factors.priceLevel * 1.07, creditCharge: 0 },
  ]),
);

describe.each(databases)("an old quote set on $name", ({ env }) => {
  const folder = mkdtempSync(join(tmpdir(), "plummet-reopen-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("reopens exactly as answered after the catalogue, the panel and the rating factors change", async () => {
    const requests = [
      validQuoteBody,
      { ...validQuoteBody, insuranceType: "breakdown", coverageAmount: "comprehensive" },
      {
        ...validQuoteBody,
        details: { insuranceType: "car", noClaimsYears: "2", annualMileage: "over-12000" },
      },
    ];
    const before = await createTestApp(env(folder));
    const answered: QuoteSetResponse[] = [];
    try {
      for (const payload of requests) {
        const res = await before.inject({ method: "POST", url: "/api/quotes", payload });
        expect(res.statusCode, res.body).toBe(201);
        answered.push(res.json());
      }
    } finally {
      await before.close();
    }

    const panel = changedPanel();
    const after = await createTestApp(env(folder), {
      panel,
      adapters: createPanelAdapters(panel, changedFactors),
    });
    try {
      for (const set of answered) {
        const reopened = await after.inject({ method: "GET", url: `/api/quotes/${set.reference}` });
        expect(reopened.statusCode).toBe(200);
        expect(reopened.json()).toEqual(set);
      }
      // New quotes follow the change, so the test above compared two different worlds.
      const fresh: QuoteSetResponse = (
        await after.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody })
      ).json();
      expect(fresh.quotes[0]!.provider).toMatch(/ Direct$/);
      expect(fresh.quotes[0]!.cover[0]!.feature).toMatch(/\(renamed\)$/);
      expect(fresh.quotes.map((quote) => quote.providerSlug)).not.toContain(insurers[0]!.slug);
      const oldPrice = answered[0]!.quotes.find(
        (quote) => quote.providerSlug === fresh.quotes[0]!.providerSlug,
      );
      expect(fresh.quotes[0]!.annualPrice).not.toBe(oldPrice?.annualPrice);
    } finally {
      await after.close();
    }
  }, 120_000);
});

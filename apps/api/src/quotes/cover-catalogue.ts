import { createHash } from "node:crypto";
import { coverAtLevel, type Insurer } from "@plummet/content/insurers";
import { coverageLevels, type InsuranceType, insuranceTypeLabels } from "@plummet/contracts";
import type { CoverCatalogue } from "../db/stored-pricing";
import type { RemoteInsurer } from "../providers/remote-insurers-file";
import type { InsurerProductFacts } from "../rating/engine";

export type { CatalogueInsurers, CoverCatalogue } from "../db/stored-pricing";

/**
 * The catalogue of the built-in panel and of the remote insurers configured. A remote insurer's
 * entry holds what it does not answer with each price: its name, product names and rating, and
 * the market's cover as the starting point its answered statuses replace (its excess and cover
 * are stored with each price it gives).
 */
export function coverCatalogue(
  panel: readonly Insurer[],
  remote: readonly RemoteInsurer[] = [],
): CoverCatalogue {
  const insurers = Object.fromEntries([
    ...panel.map((insurer) => [
      insurer.slug,
      {
        name: insurer.name,
        products: Object.fromEntries(insurer.products.map(({ type, ...product }) => [type, product])),
      },
    ]),
    ...remote.map((insurer) => [
      insurer.slug,
      {
        name: insurer.name,
        products: Object.fromEntries(
          insurer.products.map((type) => [
            type,
            {
              productName: insurer.productNames[type] ?? `${insurer.name} ${insuranceTypeLabels[type]}`,
              rating: insurer.rating,
              excess: 0,
              features: Object.fromEntries(coverageLevels.map((level) => [level, []])),
              cover: Object.fromEntries(coverageLevels.map((level) => [level, coverAtLevel(type, level)])),
            },
          ]),
        ),
      },
    ]),
  ]);
  const hash = createHash("sha256").update(JSON.stringify(insurers)).digest("base64url").slice(0, 22);
  return { hash, insurers };
}

/** One insurer's facts for one product in a catalogue version; throws if the version lacks them. */
export function productFacts(
  catalogue: CoverCatalogue,
  slug: string,
  type: InsuranceType,
): InsurerProductFacts {
  const insurer = catalogue.insurers[slug];
  const product = insurer?.products[type];
  if (!insurer || !product) {
    throw new Error(`Cover catalogue ${catalogue.hash} has no ${type} product for insurer "${slug}"`);
  }
  return { provider: insurer.name, providerSlug: slug, ...product };
}

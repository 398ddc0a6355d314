import type { Insurer } from "@plummet/content/insurers";
import { rateProvider } from "../rating/engine";
import type { ProviderFactors } from "../rating/provider-factors";
import type { ProviderAdapter } from "./adapter";

/** Adapters for the built-in panel: each prices with the rating engine and its own factors. */
export function createPanelAdapters(
  panel: readonly Insurer[],
  factorsBySlug: Readonly<Record<string, ProviderFactors>>,
): ProviderAdapter[] {
  return panel.map((insurer) => {
    const factors = factorsBySlug[insurer.slug];
    if (!factors) throw new Error(`No pricing factors for panel insurer "${insurer.slug}"`);
    return {
      slug: insurer.slug,
      name: insurer.name,
      synchronous: true,
      quote: (request) => rateProvider(request, insurer, factors),
    };
  });
}

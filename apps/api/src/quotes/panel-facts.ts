import { createHash } from "node:crypto";
import type { Insurer } from "@plummet/content/insurers";
import {
  type CoverageLevel,
  coverageLevels,
  type InsuranceType,
  insuranceTypes,
  type Quote,
} from "@plummet/contracts";
import { coverAssumptions } from "../rating/cover-assumptions";

/**
 * What one insurer's quote for one product at one coverage level says besides its prices: these
 * are facts of the panel, the same in every quote set of that kind.
 */
export type OfferFacts = [
  providerSlug: string,
  provider: string,
  productName: string,
  rating: number,
  excess: number,
  features: string[],
];

/** Every product at every coverage level: the assumptions stated and each insurer's offer. */
export type PanelFacts = Record<string, { assumptions: string[]; offers: OfferFacts[] }>;

type QuoteFacts = Omit<Quote, "id" | "annualPrice" | "monthlyPrice">;

export const panelFactsKey = (type: InsuranceType, level: CoverageLevel) => `${type}/${level}`;

/** The facts of the built-in panel (content's insurers and the cover assumptions). */
export function panelFacts(panel: readonly Insurer[]): PanelFacts {
  const facts: PanelFacts = {};
  for (const type of insuranceTypes) {
    for (const level of coverageLevels) {
      const offers: OfferFacts[] = [];
      for (const insurer of panel) {
        const product = insurer.products.find((candidate) => candidate.type === type);
        if (!product) continue;
        offers.push([
          insurer.slug,
          insurer.name,
          product.productName,
          product.rating,
          product.excess,
          product.features[level],
        ]);
      }
      facts[panelFactsKey(type, level)] = { assumptions: coverAssumptions(type, level), offers };
    }
  }
  return facts;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A panel's facts with a content hash (its identity in the database) and lookups to find the
 * offer a quote was made from. A quote matches only when every fact is the same, so a quote from
 * another kind of adapter (or a changed panel) is never mistaken for one of these offers.
 */
export class PanelCatalog {
  readonly hash: string;
  /** Product, then level (two lookups by the request's own strings, no key to build per quote). */
  private readonly entries = new Map<
    string,
    Map<string, { slugs: Map<string, number>; offers: OfferFacts[] }>
  >();

  constructor(readonly facts: PanelFacts) {
    this.hash = createHash("sha256").update(JSON.stringify(facts)).digest("hex");
    for (const [key, { offers }] of Object.entries(facts)) {
      const [type = "", level = ""] = key.split("/");
      if (!this.entries.has(type)) this.entries.set(type, new Map());
      this.entries.get(type)!.set(level, {
        slugs: new Map(offers.map((offer, index) => [offer[0], index])),
        offers,
      });
    }
  }

  /** The index of the offer this quote states exactly, or -1. */
  offerIndex(type: InsuranceType, level: CoverageLevel, quote: QuoteFacts): number {
    const entry = this.entries.get(type)?.get(level);
    const index = entry?.slugs.get(quote.providerSlug);
    if (index === undefined) return -1;
    const [, provider, productName, rating, excess, features] = entry!.offers[index]!;
    return quote.provider === provider &&
      quote.productName === productName &&
      quote.rating === rating &&
      quote.excess === excess &&
      sameStrings(quote.features, features)
      ? index
      : -1;
  }

  /** Whether these are the assumptions the panel states for this product and level. */
  statesAssumptions(type: InsuranceType, level: CoverageLevel, assumptions: readonly string[]): boolean {
    const entry = this.facts[panelFactsKey(type, level)];
    return entry !== undefined && sameStrings(assumptions, entry.assumptions);
  }
}

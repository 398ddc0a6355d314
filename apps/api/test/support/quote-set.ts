import { randomUUID } from "node:crypto";
import { insurers } from "@plummet/content/insurers";
import { type CoverageLevel, dataRetention, type InsuranceType, noDeclines } from "@plummet/contracts";
import type { QuoteSet } from "../../src/db/quote-store";
import { coverCatalogue } from "../../src/quotes/cover-catalogue";
import { newReference } from "../../src/quotes/reference";
import { marketPricing } from "../../src/rating/engine";
import { panelQuotes, request } from "../rating/support";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The catalogue of today's panel, as the service makes quotes with it. */
export const testCatalogue = coverCatalogue(insurers);

/**
 * A quote set as the quotes service makes one: real prices from the rating engine for the
 * cheapest `quoteCount` insurers, with the pricing they were made from.
 */
export function quoteSetFixture({
  insuranceType = "home",
  coverageAmount = "standard",
  age = 41,
  postcode = "CB2 1TN",
  email,
  createdAt = new Date(),
  quoteCount = 2,
}: {
  insuranceType?: InsuranceType;
  coverageAmount?: CoverageLevel;
  age?: number;
  postcode?: string;
  email?: string;
  createdAt?: Date;
  quoteCount?: number;
} = {}): QuoteSet {
  const reference = newReference("PLM");
  const rating = request(insuranceType, coverageAmount, age, postcode);
  const priced = panelQuotes(rating).slice(0, quoteCount);
  return {
    id: randomUUID(),
    reference,
    insuranceType,
    coverageAmount,
    applicant: {
      age,
      postcode,
      email: email ?? `${reference.toLowerCase()}@example.com`,
      marketingOptIn: true,
    },
    quotes: priced.map(({ price: _price, ...quote }) => ({
      id: `${reference}-${quote.providerSlug}`,
      ...quote,
    })),
    pricing: {
      catalogue: testCatalogue.hash,
      market: marketPricing(rating),
      quotes: priced.map((quote) => quote.price),
    },
    providersSearched: 48,
    providers: {
      quoted: quoteCount,
      declined: 48 - quoteCount,
      declinedFor: { ...noDeclines(), productNotOffered: 48 - quoteCount },
      unavailable: 0,
    },
    assumptions: ["Buildings cover up to £500,000 and contents cover up to £50,000"],
    createdAt,
    expiresAt: new Date(createdAt.getTime() + dataRetention.quoteValidityDays * DAY_MS),
  };
}

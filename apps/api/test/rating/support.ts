import { insurers } from "@plummet/content/insurers";
import type { CoverageLevel, InsuranceType } from "@plummet/contracts";
import { type PricedQuote, type RatingRequest, rateProvider } from "../../src/rating/engine";
import { providerFactors } from "../../src/rating/provider-factors";

/** Every quote the panel gives for a request, cheapest first, without the service around it. */
export function panelQuotes(request: RatingRequest): PricedQuote[] {
  const quotes: PricedQuote[] = [];
  for (const insurer of insurers) {
    const outcome = rateProvider(request, insurer, providerFactors[insurer.slug]!);
    if (outcome.status === "quoted") quotes.push(outcome.quote);
  }
  return quotes.sort((a, b) => a.annualPrice - b.annualPrice);
}

export function request(
  insuranceType: InsuranceType,
  coverageAmount: CoverageLevel,
  age: number,
  postcode: string,
): RatingRequest {
  return { insuranceType, coverageAmount, age, postcode };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One postcode in each kind of area, for tables of cases. */
export const postcodes = {
  centralLondon: "SW1A 1AA",
  outerLondon: "CR0 1AA",
  majorCity: "M1 1AE",
  urban: "LE1 5WW",
  mixed: "CB2 1TN",
  rural: "TR1 2HE",
  remote: "HS1 2AA",
  northernIreland: "BT1 1AA",
  jersey: "JE2 3AB",
} as const;

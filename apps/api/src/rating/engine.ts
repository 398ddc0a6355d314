import type { Insurer } from "@plummet/content/insurers";
import type { Quote, QuoteRequest } from "@plummet/contracts";
import { baseRates, iptRate } from "./base-rates";
import { providerFactors } from "./provider-factors";

const roundPence = (value: number) => Math.round(value * 100) / 100;

/** A gentle U-shaped age curve: young and old drivers or policyholders cost more. */
function ageRelativity(age: number): number {
  if (age < 25) return 1 + (25 - age) * 0.12;
  if (age > 70) return 1 + (age - 70) * 0.03;
  return 1;
}

/**
 * Prices one request against every insurer on the panel that offers the product. Pure and
 * deterministic: the same request and panel always give the same quotes, cheapest first.
 */
export function priceQuotes(request: QuoteRequest, panel: readonly Insurer[]): Quote[] {
  const base = baseRates[request.insuranceType][request.coverageAmount] * ageRelativity(request.age);
  const quotes: Quote[] = [];
  for (const insurer of panel) {
    const product = insurer.products.find((p) => p.type === request.insuranceType);
    const factors = providerFactors[insurer.slug];
    if (!product || !factors) continue;
    const annualPrice = roundPence(base * factors.priceFactor * (1 + iptRate(request.insuranceType)));
    const monthlyPrice = roundPence((annualPrice * (1 + factors.monthlyCreditCharge)) / 12);
    quotes.push({
      id: `${insurer.slug}-${request.insuranceType}`,
      provider: insurer.name,
      providerSlug: insurer.slug,
      productName: product.productName,
      rating: product.rating,
      monthlyPrice,
      annualPrice,
      excess: product.excess,
      features: product.features[request.coverageAmount],
    });
  }
  return quotes.sort((a, b) => a.annualPrice - b.annualPrice || a.provider.localeCompare(b.provider));
}

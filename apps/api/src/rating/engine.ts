import type { Insurer } from "@plummet/content/insurers";
import { type CoverageLevel, type InsuranceType, postcodeArea } from "@plummet/contracts";
import { baseRates, iptRate, monthlyByNature } from "./base-rates";
import { type AreaBand, bandOfArea } from "./postcode-areas";
import { crownDependencies, type ProviderFactors } from "./provider-factors";
import { ageRelativity, areaRelativity } from "./relativities";

/** What the rating engine needs from a quote request (already validated and normalised). */
export interface RatingRequest {
  insuranceType: InsuranceType;
  coverageAmount: CoverageLevel;
  age: number;
  postcode: string;
}

/** A price from one insurer, before the service gives it an id within a quote set. */
export interface PricedQuote {
  provider: string;
  providerSlug: string;
  productName: string;
  rating: number;
  annualPrice: number;
  monthlyPrice: number;
  excess: number;
  features: string[];
}

export type DeclineReason = "product-not-offered" | "age-outside-appetite" | "area-excluded";

export type RatingOutcome =
  | { status: "quoted"; quote: PricedQuote }
  | { status: "declined"; reason: DeclineReason };

/**
 * However an insurer's factors combine, its price stays within this band of the market rate: a
 * slip in the factor table cannot produce an absurd quote, and the calibration bands hold.
 */
export const PROVIDER_MULTIPLIER_RANGE = { min: 0.85, max: 1.2 } as const;

const CITY_BANDS: ReadonlySet<AreaBand> = new Set(["central-london", "outer-london", "major-city"]);
const RURAL_BANDS: ReadonlySet<AreaBand> = new Set(["rural", "remote"]);

/** The market's annual premium before tax: base rate x age relativity x area relativity. */
export function marketRate(request: RatingRequest, band: AreaBand): number {
  return (
    baseRates[request.insuranceType][request.coverageAmount] *
    ageRelativity(request.insuranceType, request.age) *
    areaRelativity(request.insuranceType, band)
  );
}

/** What every insurer's price for a request starts from: its postcode area, risk band and market rate. */
interface MarketRisk {
  area: string;
  band: AreaBand;
  market: number;
}

/**
 * The aggregator asks every insurer with the same request object, so the market side of the
 * price is worked out once per request rather than once per insurer (normalising the postcode
 * 48 times showed in profiles). Requests are validated values, never changed once made.
 */
const marketRisks = new WeakMap<RatingRequest, MarketRisk>();

function marketRisk(request: RatingRequest): MarketRisk {
  let risk = marketRisks.get(request);
  if (!risk) {
    const area = postcodeArea(request.postcode);
    const band = bandOfArea(area);
    risk = { area, band, market: marketRate(request, band) };
    marketRisks.set(request, risk);
  }
  return risk;
}

/** The insurer's price against the market for this risk, clamped to the allowed range. */
export function providerMultiplier(
  factors: ProviderFactors,
  type: InsuranceType,
  age: number,
  band: AreaBand,
): number {
  const tilts = factors.tilts ?? {};
  let multiplier = factors.priceLevel * (factors.products?.[type]?.factor ?? 1);
  if (age < 25) multiplier *= tilts.young ?? 1;
  if (age >= 70) multiplier *= tilts.senior ?? 1;
  if (CITY_BANDS.has(band)) multiplier *= tilts.city ?? 1;
  if (RURAL_BANDS.has(band)) multiplier *= tilts.rural ?? 1;
  return Math.min(PROVIDER_MULTIPLIER_RANGE.max, Math.max(PROVIDER_MULTIPLIER_RANGE.min, multiplier));
}

/** Whether the insurer takes on this risk at all. */
function declineReason(
  request: RatingRequest,
  factors: ProviderFactors,
  area: string,
): DeclineReason | undefined {
  const appetite = factors.products?.[request.insuranceType] ?? {};
  if (request.age < (appetite.minAge ?? 0) || request.age > (appetite.maxAge ?? Number.POSITIVE_INFINITY)) {
    return "age-outside-appetite";
  }
  const excluded =
    (crownDependencies as readonly string[]).includes(area) ||
    factors.excludedAreas?.includes(area) ||
    appetite.excludedAreas?.includes(area);
  if (excluded) return "area-excluded";
  return undefined;
}

/**
 * Prices one request for one insurer. Pure and deterministic: the same request, insurer and
 * factors always give the same outcome. Annual price = market rate x provider multiplier, plus
 * Insurance Premium Tax, in whole pence; the monthly price is a twelfth of the annual price plus
 * the insurer's credit charge for paying by instalments.
 */
export function rateProvider(
  request: RatingRequest,
  insurer: Insurer,
  factors: ProviderFactors,
): RatingOutcome {
  const product = insurer.products.find((candidate) => candidate.type === request.insuranceType);
  if (!product) return { status: "declined", reason: "product-not-offered" };

  const { area, band, market } = marketRisk(request);
  const reason = declineReason(request, factors, area);
  if (reason) return { status: "declined", reason };

  const net = market * providerMultiplier(factors, request.insuranceType, request.age, band);
  const annualPence = Math.round(net * (1 + iptRate(request.insuranceType)) * 100);
  const creditCharge = monthlyByNature.has(request.insuranceType) ? 0 : factors.creditCharge;
  const monthlyPence = Math.round((annualPence * (1 + creditCharge)) / 12);

  return {
    status: "quoted",
    quote: {
      provider: insurer.name,
      providerSlug: insurer.slug,
      productName: product.productName,
      rating: product.rating,
      annualPrice: annualPence / 100,
      monthlyPrice: monthlyPence / 100,
      excess: product.excess,
      features: product.features[request.coverageAmount],
    },
  };
}

/** Cheapest first (by annual price), then by monthly price and name, so the order is stable. */
export function compareQuotes(a: PricedQuote, b: PricedQuote): number {
  return (
    a.annualPrice - b.annualPrice ||
    a.monthlyPrice - b.monthlyPrice ||
    a.provider.localeCompare(b.provider, "en-GB") ||
    a.providerSlug.localeCompare(b.providerSlug)
  );
}

import type { Insurer } from "@plummet/content/insurers";
import {
  type CoverageLevel,
  coverageLevelDetails,
  endorsementGroup,
  type InstalmentPlan,
  type InsuranceType,
  type PriceBreakdown,
  postcodeArea,
  type QuoteCoverItem,
} from "@plummet/contracts";
import type {
  InstalmentTerms,
  InsurerPrice,
  MarketPricing,
  MarketStep,
  RemoteTerms,
} from "../db/stored-pricing";
import { baseRates, iptRate, monthlyByNature } from "./base-rates";
import {
  choiceAnswers,
  detailFactors,
  type GivenDetails,
  resolvedAnswers,
  roundMultiplier,
} from "./detail-relativities";
import { instalmentPlan } from "./instalments";
import { insurerLean } from "./insurer-leans";
import { type AreaBand, bandOfArea } from "./postcode-areas";
import { crownDependencies, type ProductAppetite, type ProviderFactors } from "./provider-factors";
import { ageRelativity, areaRelativity } from "./relativities";

export type { InsurerPrice, MarketPricing, MarketStep, RemoteTerms } from "../db/stored-pricing";

/** What the rating engine needs from a quote request (already validated and normalised). */
export interface RatingRequest {
  insuranceType: InsuranceType;
  coverageAmount: CoverageLevel;
  age: number;
  postcode: string;
  /** The product questions answered (question key to answer); the rest take their defaults. */
  details?: GivenDetails;
  /** The day priced, YYYY-MM-DD (start dates and ages within the answers); today when absent. */
  today?: string;
}

/** An insurer's public facts for one product, as the cover catalogue holds them. */
export interface InsurerProductFacts {
  provider: string;
  providerSlug: string;
  productName: string;
  rating: number;
  excess: number;
  features: Readonly<Record<CoverageLevel, string[]>>;
  cover: Readonly<Record<CoverageLevel, QuoteCoverItem[]>>;
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
  cover: QuoteCoverItem[];
  breakdown: PriceBreakdown;
  instalmentPlan: InstalmentPlan;
  /** What the quote was made from; never part of an answer (the response schema leaves it out). */
  price: InsurerPrice;
}

export type DeclineReason =
  | "product-not-offered"
  | "age-outside-appetite"
  | "area-excluded"
  | "claims-history"
  | "medical-conditions"
  | "young-rider-large-bike"
  | "pet-age"
  | "vehicle-outside-appetite";

/** Why an insurer declines an answer to a product question, by question. */
export const declineReasonByQuestion: Readonly<Record<string, DeclineReason>> = {
  claims: "claims-history",
  insuranceRefused: "claims-history",
  subsidence: "claims-history",
  goodRepair: "claims-history",
  awaitingTreatment: "medical-conditions",
  modified: "vehicle-outside-appetite",
  goodsCarried: "vehicle-outside-appetite",
  medicalConditions: "medical-conditions",
  petAge: "pet-age",
  vehicleValue: "vehicle-outside-appetite",
  vanUse: "vehicle-outside-appetite",
  vehicleAge: "vehicle-outside-appetite",
};

/** Engine sizes over 650cc: the "large bike" that some insurers will not cover for a young rider. */
const LARGE_BIKES: ReadonlySet<string> = new Set(["651-1000", "over-1000"]);

export type RatingOutcome =
  | { status: "quoted"; quote: PricedQuote }
  | { status: "declined"; reason: DeclineReason };

/**
 * However an insurer's factors combine, its price stays within this band of the market rate: a
 * slip in the factor table cannot produce an absurd quote, and the calibration bands hold.
 */
export const PROVIDER_MULTIPLIER_RANGE = { min: 0.7, max: 1.6 } as const;

const CITY_BANDS: ReadonlySet<AreaBand> = new Set(["central-london", "outer-london", "major-city"]);
const RURAL_BANDS: ReadonlySet<AreaBand> = new Set(["rural", "remote"]);

const bandWords: Record<AreaBand, string> = {
  "central-london": "central London",
  "outer-london": "outer London",
  "major-city": "a major city",
  urban: "a town",
  mixed: "a mix of town and country",
  rural: "the countryside",
  remote: "a remote area",
  "northern-ireland": "Northern Ireland",
  "crown-dependency": "a Crown dependency",
};

/**
 * The market side of the price: the product's base rate (standard cover) and the factors for
 * the cover level, the applicant's age, their postcode area's risk band and each product answer
 * that differs from its default.
 */
function marketFactors(request: RatingRequest, band: AreaBand): MarketStep[] {
  const rates = baseRates[request.insuranceType];
  return [
    {
      factor: "cover-level",
      label:
        request.coverageAmount === "comprehensive"
          ? "Premium Coverage"
          : `${coverageLevelDetails[request.coverageAmount].label} cover`,
      multiplier: rates[request.coverageAmount] / rates.standard,
    },
    {
      factor: "age",
      // Labels never repeat what the visitor typed: anyone with the reference can read them.
      label: "Your age",
      multiplier: ageRelativity(request.insuranceType, request.age),
    },
    {
      factor: "area",
      label: `Your postcode area, priced as ${bandWords[band]}`,
      multiplier: areaRelativity(request.insuranceType, band),
    },
    ...detailFactors(request.insuranceType, request.coverageAmount, request.details, request.today).map(
      (detail) => ({
        factor: "answer" as const,
        ...detail,
      }),
    ),
  ];
}

/**
 * The market's annual premium before tax: base rate x cover level x age x area relativities x
 * the relativity of each answer that differs from its default (none without details).
 */
export function marketRate(request: RatingRequest, band: AreaBand): number {
  let rate =
    baseRates[request.insuranceType][request.coverageAmount] *
    ageRelativity(request.insuranceType, request.age) *
    areaRelativity(request.insuranceType, band);
  for (const detail of detailFactors(
    request.insuranceType,
    request.coverageAmount,
    request.details,
    request.today,
  )) {
    rate *= detail.multiplier;
  }
  return rate;
}

/** What every insurer's price for a request starts from: its postcode area, risk band and market rate. */
interface MarketRisk {
  area: string;
  band: AreaBand;
  market: number;
  pricing: MarketPricing;
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
    risk = {
      area,
      band,
      market: marketRate(request, band),
      pricing: {
        baseRate: baseRates[request.insuranceType].standard,
        taxRate: iptRate(request.insuranceType),
        steps: marketFactors(request, band),
        ...chosenExcess(request),
      },
    };
    marketRisks.set(request, risk);
  }
  return risk;
}

/** The excess the visitor's answers chose, for a product that asks for one. */
function chosenExcess(request: RatingRequest): { excess?: number } {
  const answers = resolvedAnswers(request.insuranceType, request.coverageAmount, request.details);
  const excess = Number(answers.excess);
  return answers.excess !== undefined && Number.isFinite(excess) ? { excess } : {};
}

/** The market side of a request's price: the base rate, tax rate and the market's factors. */
export function marketPricing(request: RatingRequest): MarketPricing {
  return marketRisk(request).pricing;
}

/** The insurer's price against the market for this risk, clamped to the allowed range. */
export function providerMultiplier(
  factors: ProviderFactors,
  type: InsuranceType,
  age: number,
  band: AreaBand,
  /** The insurer's own lean on this risk (insurer-leans.ts); 1 for none. */
  lean = 1,
): number {
  const tilts = factors.tilts ?? {};
  let multiplier = factors.priceLevel * (factors.products?.[type]?.factor ?? 1) * lean;
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
  return detailDeclineReason(request, appetite);
}

/** Whether the insurer declines one of the product answers (given or, equally, assumed). */
function detailDeclineReason(request: RatingRequest, appetite: ProductAppetite): DeclineReason | undefined {
  if (!appetite.declines && appetite.largeBikeMinAge === undefined && !appetite.declinedConvictions) {
    return undefined;
  }
  const convictions = request.details?.convictions;
  if (appetite.declinedConvictions && Array.isArray(convictions)) {
    const codes = convictions.map((item) => String(item.code));
    if (codes.some((code) => appetite.declinedConvictions!.includes(endorsementGroup(code))))
      return "claims-history";
  }
  const answers = choiceAnswers(request.insuranceType, request.coverageAmount, request.details);
  for (const [question, declined] of Object.entries(appetite.declines ?? {})) {
    const answer = answers[question];
    if (answer !== undefined && declined?.includes(answer)) {
      return declineReasonByQuestion[question] ?? "vehicle-outside-appetite";
    }
  }
  const engine = answers.engineSize;
  if (engine && LARGE_BIKES.has(engine) && request.age < (appetite.largeBikeMinAge ?? 0)) {
    return "young-rider-large-bike";
  }
  return undefined;
}

/** How the insurer lets people pay monthly; life, medical and pet premiums are monthly by nature. */
function instalmentTerms(type: InsuranceType, factors: ProviderFactors): InstalmentTerms {
  if (monthlyByNature.has(type)) return { instalments: 12, depositShare: 0, chargeRate: 0 };
  const plan = factors.instalments ?? { count: 12, depositShare: 0 };
  return { instalments: plan.count, depositShare: plan.depositShare, chargeRate: factors.creditCharge };
}

/**
 * The annual price in pence. Without a credit charge the instalments must add up to the annual
 * price exactly, so it is rounded to a whole number of equal instalments.
 */
function annualPence(gross: number, terms: InstalmentTerms): number {
  if (terms.chargeRate > 0 || terms.depositShare > 0) return Math.round(gross * 100);
  return Math.round((gross * 100) / terms.instalments) * terms.instalments;
}

/**
 * The price as the visitor can read it: the base rate, then what each factor adds in whole pence
 * (the difference between running totals, so rounding never drifts), then the tax; the parts add
 * up to the annual price exactly.
 */
function priceBreakdown(
  base: number,
  rate: number,
  factors: readonly MarketStep[],
  annual: number,
): PriceBreakdown {
  const taxPence = Math.round((annual * rate) / (1 + rate));
  const basePence = Math.round(base * 100);
  let running = basePence;
  let product = base;
  const steps = factors.map((step, index) => {
    product *= step.multiplier;
    const next = index === factors.length - 1 ? annual - taxPence : Math.round(product * 100);
    const amount = next - running;
    running = next;
    return { ...step, multiplier: roundMultiplier(step.multiplier), amount: amount / 100 };
  });
  return {
    baseRate: basePence / 100,
    steps,
    tax: { label: `Insurance Premium Tax at ${Math.round(rate * 100)}%`, rate, amount: taxPence / 100 },
  };
}

/**
 * Prices one request for one insurer. Pure and deterministic: the same request, insurer and
 * factors always give the same outcome. Annual price = market rate x provider multiplier, plus
 * Insurance Premium Tax, in whole pence; the monthly price is an instalment of the insurer's plan.
 */
export function rateProvider(
  request: RatingRequest,
  insurer: Insurer,
  factors: ProviderFactors,
): RatingOutcome {
  const product = insurer.products.find((candidate) => candidate.type === request.insuranceType);
  if (!product) return { status: "declined", reason: "product-not-offered" };

  const { area, band, market, pricing } = marketRisk(request);
  const reason = declineReason(request, factors, area);
  if (reason) return { status: "declined", reason };

  const lean = insurerLean(insurer.slug, request, band);
  const multiplier = providerMultiplier(factors, request.insuranceType, request.age, band, lean);
  const terms = instalmentTerms(request.insuranceType, factors);
  const price: InsurerPrice = {
    insurer: insurer.slug,
    annualPence: annualPence(market * multiplier * (1 + pricing.taxRate), terms),
    insurerMultiplier: multiplier,
    instalments: terms,
  };
  return {
    status: "quoted",
    quote: assembleQuote(
      { provider: insurer.name, providerSlug: insurer.slug, ...product },
      request.coverageAmount,
      pricing,
      price,
    ),
  };
}

/**
 * Builds an insurer's quote from what it priced, the request's market pricing and its catalogue
 * facts. Pure: a quote set reopened years later, from the facts and prices stored with it, gives
 * back exactly the quote first answered.
 */
export function assembleQuote(
  facts: InsurerProductFacts,
  coverage: CoverageLevel,
  market: MarketPricing,
  price: InsurerPrice,
): PricedQuote {
  const plan = instalmentPlan(price.annualPence, price.instalments);
  const steps: MarketStep[] = [
    ...market.steps,
    { factor: "insurer", label: `${facts.provider}'s own pricing`, multiplier: price.insurerMultiplier },
  ];
  const terms = price.answered && remoteCover(facts.cover[coverage], price.answered);
  return {
    provider: facts.provider,
    providerSlug: facts.providerSlug,
    productName: facts.productName,
    rating: facts.rating,
    annualPrice: price.annualPence / 100,
    monthlyPrice: plan.instalmentAmount,
    excess: price.answered?.excess ?? market.excess ?? facts.excess,
    features: terms?.features ?? facts.features[coverage],
    cover: terms?.cover ?? facts.cover[coverage],
    breakdown: priceBreakdown(market.baseRate, market.taxRate, steps, price.annualPence),
    instalmentPlan: plan,
    price,
  };
}

/**
 * A remote insurer's cover: the catalogue's features in catalogue order with the statuses and
 * limits it answered, and what it includes as the quote's feature list.
 */
function remoteCover(
  catalogue: readonly QuoteCoverItem[],
  answered: RemoteTerms,
): { cover: QuoteCoverItem[]; features: string[] } {
  const byFeature = new Map(answered.cover.map((item) => [item.feature, item]));
  const cover = catalogue.map(({ feature, name }) => {
    const item = byFeature.get(feature);
    const status = item?.status ?? "not-included";
    return item?.limit && status === "included"
      ? { feature, name, status, limit: item.limit }
      : { feature, name, status };
  });
  const features = cover
    .filter((item) => item.status === "included")
    .map((item) => (item.limit ? `${item.name}: ${item.limit}` : item.name));
  return { cover, features };
}

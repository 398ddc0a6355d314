import type { InsurerSlug } from "@plummet/content/insurers";
import type { InsuranceType } from "@plummet/contracts";

/** What one insurer will cover for one product, and how it prices it against its overall level. */
export interface ProductAppetite {
  /** Relative price of this product against the insurer's overall level (1 when absent). */
  factor?: number;
  /** Youngest and oldest policyholder the insurer takes on for this product. */
  minAge?: number;
  maxAge?: number;
  /** Postcode areas the insurer declines for this product. */
  excludedAreas?: readonly string[];
  /** Answers to the product's questions it declines, by question (e.g. claims: ["2-plus"]). */
  declines?: Readonly<Record<string, readonly string[]>>;
  /** Youngest rider it covers on a bike over 650cc (bike only). */
  largeBikeMinAge?: number;
  /** Endorsement code groups it declines (e.g. DR for drink driving), motor only. */
  declinedConvictions?: readonly string[];
}

/**
 * Each insurer's pricing appetite, kept in the quotes service and never published: its price
 * level against the market, the credit charge it adds for paying monthly (a fraction of the
 * annual price), how it leans on young, senior, city and rural risks, and its appetite per
 * product. An insurer prices only the products the panel lists for it.
 */
export interface ProviderFactors {
  priceLevel: number;
  /** Credit charge for paying monthly, as a share of the amount of credit. */
  creditCharge: number;
  /** Its instalment plan when not 12 monthly instalments without a deposit. */
  instalments?: { count: number; depositShare: number };
  /** Multipliers for policyholders under 25, aged 70 or over, in city bands, in rural bands. */
  tilts?: { young?: number; senior?: number; city?: number; rural?: number };
  /** Areas declined for every product, on top of the Crown dependencies. */
  excludedAreas?: readonly string[];
  products?: Partial<Record<InsuranceType, ProductAppetite>>;
}

/**
 * Guernsey, Jersey and the Isle of Man have their own insurance markets and regulators; no
 * insurer on the panel writes risks there.
 */
export const crownDependencies = ["GY", "JE", "IM"] as const;

/** Northern Ireland is a separate motor market that some insurers do not write. */
const NI = ["BT"] as const;
const ISLANDS = ["HS", "ZE", "KW"] as const;
const CENTRAL_LONDON = ["E", "EC", "N", "NW", "SE", "SW", "W", "WC"] as const;

/**
 * Each insurer's pricing, under its slug in `@plummet/content` (its public facts are there): the
 * type-check fails if an insurer of the panel has none, or a slug here is not on the panel.
 */
const panelFactors: Readonly<Record<InsurerSlug, ProviderFactors>> = {
  harbourline: {
    priceLevel: 0.94,
    creditCharge: 0.17,
    tilts: { rural: 0.95 },
    products: { car: { minAge: 18 }, travel: { maxAge: 79 }, home: { factor: 1.05 } },
  },
  "oakfield-direct": {
    priceLevel: 1.02,
    creditCharge: 0,
    products: { van: { minAge: 21 }, pet: { factor: 0.95 } },
  },
  "northgate-assurance": {
    priceLevel: 0.98,
    creditCharge: 0.18,
    products: { life: { maxAge: 75 }, medical: { maxAge: 74 }, car: { excludedAreas: NI } },
  },
  "kestrel-mutual": {
    priceLevel: 0.96,
    creditCharge: 0.16,
    tilts: { senior: 0.94 },
    products: { bike: { minAge: 21 }, life: { maxAge: 70, factor: 1.05 } },
  },
  brightwater: {
    priceLevel: 0.97,
    creditCharge: 0.19,
    tilts: { young: 0.93, senior: 1.08 },
    products: { travel: { maxAge: 69 }, medical: { maxAge: 64 } },
  },
  lanternhouse: {
    priceLevel: 1.05,
    creditCharge: 0.15,
    products: { home: { factor: 0.96 }, life: { maxAge: 80 }, medical: { maxAge: 79 } },
  },
  copperbeech: {
    priceLevel: 1,
    creditCharge: 0.18,
    tilts: { rural: 0.95 },
    excludedAreas: ISLANDS,
    products: { van: { minAge: 21 } },
  },
  "fenwick-hale": {
    priceLevel: 1.12,
    creditCharge: 0.15,
    tilts: { city: 0.97 },
    excludedAreas: NI,
    products: { car: { minAge: 25 }, travel: { maxAge: 84 }, life: { maxAge: 85 }, medical: { maxAge: 79 } },
  },
  thistledown: {
    priceLevel: 0.99,
    creditCharge: 0.17,
    tilts: { city: 1.04 },
    products: { bike: { minAge: 21 } },
  },
  meadowgate: {
    priceLevel: 1.03,
    creditCharge: 0.19,
    products: { van: { minAge: 21 }, travel: { maxAge: 74 } },
  },
  "saltmarsh-mutual": {
    priceLevel: 0.95,
    creditCharge: 0.16,
    tilts: { rural: 0.94 },
    excludedAreas: CENTRAL_LONDON,
    products: { car: { minAge: 21 }, life: { maxAge: 70 } },
  },
  wrenford: {
    priceLevel: 1.04,
    creditCharge: 0.2,
    tilts: { young: 0.88 },
    products: { car: { maxAge: 75 }, bike: { maxAge: 70 }, travel: { maxAge: 64, factor: 1.03 } },
  },
  "tollbridge-direct": {
    priceLevel: 0.92,
    creditCharge: 0.2,
    // "Pay in up to 10 instalments": a 15% deposit, then ten monthly instalments.
    instalments: { count: 10, depositShare: 0.15 },
    excludedAreas: [...NI, ...ISLANDS],
    products: { van: { minAge: 19, factor: 1.1 } },
  },
  bramblecote: {
    priceLevel: 1.01,
    creditCharge: 0.17,
    products: { travel: { maxAge: 79 } },
  },
  "quayside-assurance": {
    priceLevel: 0.97,
    creditCharge: 0.18,
    products: { bike: { minAge: 19 }, van: { minAge: 21 } },
  },
  "larkspur-life": {
    priceLevel: 0.93,
    creditCharge: 0,
    products: { life: { maxAge: 77, factor: 1.07 }, medical: { maxAge: 74, factor: 1.06 } },
  },
  "redmarsh-motor": {
    priceLevel: 0.96,
    creditCharge: 0.19,
    tilts: { young: 0.95 },
    excludedAreas: NI,
  },
  "ashcombe-rye": {
    priceLevel: 1.06,
    creditCharge: 0.15,
    tilts: { senior: 0.95 },
    products: { travel: { maxAge: 84 }, medical: { maxAge: 79 } },
  },
  silverbirch: {
    priceLevel: 1,
    creditCharge: 0.16,
    tilts: { young: 1.1, senior: 0.9 },
    products: { car: { minAge: 25 }, life: { minAge: 30, maxAge: 85 }, home: { factor: 1.03 } },
  },
  tidewell: {
    priceLevel: 0.99,
    creditCharge: 0.18,
    products: { travel: { maxAge: 79 } },
  },
  "cobblestone-cover": {
    priceLevel: 0.95,
    creditCharge: 0,
    tilts: { city: 0.94, rural: 1.06 },
    excludedAreas: [...NI, ...ISLANDS],
    products: { car: { maxAge: 80, factor: 1.02 }, van: { minAge: 21 }, bike: { factor: 1.08 } },
  },
  marrowby: {
    priceLevel: 0.98,
    creditCharge: 0.17,
    tilts: { city: 1.05, rural: 0.92 },
    products: { bike: { minAge: 19 }, van: { minAge: 21 } },
  },
  "dunmere-general": {
    priceLevel: 1.02,
    creditCharge: 0.19,
    products: { travel: { maxAge: 74 }, van: { minAge: 23 } },
  },
  "heronsgate-health": {
    priceLevel: 1.01,
    creditCharge: 0,
    products: { medical: { factor: 0.97, maxAge: 79 }, life: { maxAge: 65 } },
  },
  "whistlestop-travel": {
    priceLevel: 1.06,
    creditCharge: 0.15,
    tilts: { senior: 0.9 },
  },
  roamwell: {
    priceLevel: 0.96,
    creditCharge: 0.18,
    products: { travel: { maxAge: 69 }, breakdown: { factor: 1.11 } },
  },
  pawsbury: { priceLevel: 1.04, creditCharge: 0 },
  "hound-hearth": { priceLevel: 1, creditCharge: 0.17 },
  kettleby: {
    priceLevel: 1,
    creditCharge: 0.16,
    tilts: { young: 1.05 },
  },
  "ironbridge-commercial": {
    priceLevel: 0.94,
    creditCharge: 0.17,
    products: { van: { minAge: 19 } },
  },
  spokewise: {
    priceLevel: 0.95,
    creditCharge: 0.18,
    tilts: { young: 0.96 },
    products: { bike: { factor: 1.07 } },
  },
  throttleline: {
    priceLevel: 1.03,
    creditCharge: 0.2,
    products: { car: { minAge: 21 } },
  },
  "roadhaven-rescue": { priceLevel: 1.08, creditCharge: 0.15 },
  "mileway-rescue": { priceLevel: 0.9, creditCharge: 0.18 },
  "beaconfield-life": {
    priceLevel: 0.97,
    creditCharge: 0,
    products: { life: { maxAge: 75, factor: 1.1 } },
  },
  "yewtree-life": {
    priceLevel: 0.99,
    creditCharge: 0,
    tilts: { young: 0.95 },
    products: { life: { maxAge: 70 }, medical: { maxAge: 69, factor: 1.07 } },
  },
  "hearthwell-home": {
    priceLevel: 0.93,
    creditCharge: 0.16,
    excludedAreas: ISLANDS,
  },
  "granary-mutual": {
    priceLevel: 0.97,
    creditCharge: 0.15,
    tilts: { rural: 0.93 },
    excludedAreas: CENTRAL_LONDON,
    products: { car: { minAge: 21 }, life: { maxAge: 70 }, pet: { factor: 1.07 } },
  },
  cloudberry: {
    priceLevel: 0.98,
    creditCharge: 0.19,
    products: { travel: { maxAge: 74 } },
  },
  "foxglove-health": {
    priceLevel: 0.95,
    creditCharge: 0,
    products: { medical: { maxAge: 74 } },
  },
  "farstep-travel": {
    priceLevel: 1.1,
    creditCharge: 0.16,
    tilts: { senior: 0.92 },
  },
  ploverly: {
    priceLevel: 1.01,
    creditCharge: 0.2,
    products: { travel: { maxAge: 79 } },
  },
  "linnet-bow": {
    priceLevel: 1.03,
    creditCharge: 0.18,
    products: { life: { maxAge: 60 } },
  },
  stonechat: {
    priceLevel: 1,
    creditCharge: 0.19,
    excludedAreas: NI,
    products: { van: { minAge: 21 } },
  },
  millrace: {
    priceLevel: 0.94,
    creditCharge: 0.2,
    products: { travel: { maxAge: 69 }, breakdown: { factor: 1.05 } },
  },
  calderbrook: {
    priceLevel: 0.99,
    creditCharge: 0.17,
    tilts: { city: 0.97 },
    products: { medical: { maxAge: 69 }, van: { minAge: 21 } },
  },
  orchardly: {
    priceLevel: 1.02,
    creditCharge: 0.18,
    products: { travel: { maxAge: 74 } },
  },
  tamberlane: {
    priceLevel: 1.05,
    creditCharge: 0.16,
    products: { bike: { minAge: 25 }, life: { maxAge: 75 }, medical: { maxAge: 64 } },
  },
};

const claims2 = { claims: ["2-plus"] } as const;
/** Drink and drug driving, dangerous driving: the endorsement groups mainstream insurers decline most. */
const DRINK_DRUGS_DANGER = ["DR", "DG", "DD"] as const;

/**
 * Each insurer's appetite for the answers to the product questions: what it declines outright.
 * Specialists take what mainstream insurers turn away (couriers' vans, declared medical
 * conditions, older pets), so these answers change which insurers quote as well as the price.
 */
const detailAppetites: Readonly<
  Partial<Record<InsurerSlug, Partial<Record<InsuranceType, ProductAppetite>>>>
> = {
  harbourline: { travel: { declines: { medicalConditions: ["declared"] } } },
  "oakfield-direct": {
    van: { declines: { vanUse: ["haulage"] } },
    pet: { declines: { petAge: ["9-plus"] } },
  },
  "kestrel-mutual": { bike: { largeBikeMinAge: 25, declinedConvictions: DRINK_DRUGS_DANGER } },
  brightwater: {
    travel: { declines: { medicalConditions: ["declared"] } },
    pet: { declines: { petAge: ["9-plus"] } },
  },
  lanternhouse: { home: { declines: claims2 } },
  copperbeech: {
    van: { declines: { vanUse: ["haulage"], ...claims2 } },
    breakdown: { declines: { vehicleAge: ["over-15"] } },
  },
  "fenwick-hale": {
    car: { declines: claims2, declinedConvictions: [...DRINK_DRUGS_DANGER, "IN", "BA", "UT"] },
    home: { declines: claims2 },
  },
  thistledown: { bike: { largeBikeMinAge: 25 }, pet: { declines: { petAge: ["9-plus"] } } },
  meadowgate: {
    van: { declines: { vanUse: ["haulage"] } },
    travel: { declines: { medicalConditions: ["declared"] } },
    breakdown: { declines: { vehicleAge: ["over-15"] } },
  },
  "saltmarsh-mutual": { car: { declines: claims2, declinedConvictions: ["DD", "IN", "BA"] } },
  wrenford: { bike: { largeBikeMinAge: 21 }, travel: { declines: { medicalConditions: ["declared"] } } },
  "tollbridge-direct": { breakdown: { declines: { vehicleAge: ["over-15"] } } },
  bramblecote: { home: { declines: claims2 } },
  "quayside-assurance": { van: { declines: { vanUse: ["haulage"] } }, bike: { largeBikeMinAge: 25 } },
  "redmarsh-motor": { car: { declines: { vehicleValue: ["over-30000"] } } },
  "ashcombe-rye": { car: { declines: claims2, declinedConvictions: DRINK_DRUGS_DANGER } },
  silverbirch: {
    car: { declines: claims2, declinedConvictions: DRINK_DRUGS_DANGER },
    home: { declines: { ...claims2, subsidence: ["yes"] } },
  },
  tidewell: {
    travel: { declines: { medicalConditions: ["declared"] } },
    pet: { declines: { petAge: ["9-plus"] } },
  },
  "cobblestone-cover": {
    car: { declines: { vehicleValue: ["over-30000"] } },
    van: { declines: { vanUse: ["haulage"] } },
    bike: { largeBikeMinAge: 21 },
  },
  marrowby: { van: { declines: { vanUse: ["haulage"] } } },
  "dunmere-general": {
    van: { declines: { vanUse: ["haulage"] } },
    travel: { declines: { medicalConditions: ["declared"] } },
    pet: { declines: { petAge: ["9-plus"] } },
  },
  kettleby: {
    pet: { declines: { petAge: ["9-plus"] } },
    breakdown: { declines: { vehicleAge: ["over-15"] } },
  },
  roamwell: { travel: { declines: { medicalConditions: ["declared"] } } },
  spokewise: { bike: { largeBikeMinAge: 21 } },
  throttleline: { car: { declines: { vehicleValue: ["over-30000"] } } },
  "hearthwell-home": { home: { declines: claims2 } },
  cloudberry: {
    travel: { declines: { medicalConditions: ["declared"] } },
    pet: { declines: { petAge: ["9-plus"] } },
  },
  stonechat: {
    van: {
      declines: { vanUse: ["haulage"], goodsCarried: ["hazardous"], ...claims2 },
      declinedConvictions: ["DR", "DD"],
    },
  },
  millrace: {
    travel: { declines: { medicalConditions: ["declared"] } },
    pet: { declines: { petAge: ["9-plus"] } },
  },
  calderbrook: { van: { declines: { vanUse: ["haulage"] } } },
  orchardly: { travel: { declines: { medicalConditions: ["declared"] } } },
  tamberlane: { bike: { largeBikeMinAge: 25 } },
};

function withDetailAppetites(slug: InsurerSlug, factors: ProviderFactors): ProviderFactors {
  const extra = detailAppetites[slug];
  if (!extra) return factors;
  const products: Partial<Record<InsuranceType, ProductAppetite>> = { ...factors.products };
  for (const [type, appetite] of Object.entries(extra) as Array<[InsuranceType, ProductAppetite]>) {
    products[type] = { ...products[type], ...appetite };
  }
  return { ...factors, products };
}

export const providerFactors: Readonly<Record<string, ProviderFactors>> = Object.fromEntries(
  (Object.entries(panelFactors) as [InsurerSlug, ProviderFactors][]).map(([slug, factors]) => [
    slug,
    withDetailAppetites(slug, factors),
  ]),
);

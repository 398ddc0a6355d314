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

export const providerFactors: Readonly<Record<string, ProviderFactors>> = {
  harbourline: {
    priceLevel: 0.94,
    creditCharge: 0.17,
    tilts: { rural: 0.95 },
    products: { car: { minAge: 18 }, travel: { maxAge: 79 } },
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
    products: { bike: { minAge: 21 }, life: { maxAge: 70 } },
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
    products: { car: { maxAge: 75 }, bike: { maxAge: 70 }, travel: { maxAge: 64 } },
  },
  "tollbridge-direct": {
    priceLevel: 0.92,
    creditCharge: 0.2,
    // "Pay in up to 10 instalments": a 15% deposit, then ten monthly instalments.
    instalments: { count: 10, depositShare: 0.15 },
    excludedAreas: [...NI, ...ISLANDS],
    products: { van: { minAge: 19 } },
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
    products: { life: { maxAge: 77 }, medical: { maxAge: 74 } },
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
    products: { car: { minAge: 25 }, life: { minAge: 30, maxAge: 85 } },
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
    products: { car: { maxAge: 80 }, van: { minAge: 21 } },
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
    products: { travel: { maxAge: 69 } },
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
    products: { life: { maxAge: 75 } },
  },
  "yewtree-life": {
    priceLevel: 0.99,
    creditCharge: 0,
    tilts: { young: 0.95 },
    products: { life: { maxAge: 70 }, medical: { maxAge: 69 } },
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
    products: { car: { minAge: 21 }, life: { maxAge: 70 } },
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
    products: { travel: { maxAge: 69 } },
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

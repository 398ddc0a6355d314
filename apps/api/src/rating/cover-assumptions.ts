import type { CoverageLevel, InsuranceType } from "@plummet/contracts";
import { iptRate, monthlyByNature } from "./base-rates";

/**
 * What each coverage level stands for, per product, and the risk the prices assume. These go
 * out with every quote set as its stated assumptions, so a visitor knows what was priced.
 */
const coverByLevel: Record<InsuranceType, Record<CoverageLevel, string>> = {
  car: {
    basic: "Third party, fire and theft cover",
    standard: "Comprehensive cover with windscreen cover and a courtesy car",
    comprehensive: "Comprehensive cover with a protected no-claims discount and 90 days of European driving",
  },
  van: {
    basic: "Third party, fire and theft cover, with tools in transit up to £1,000",
    standard: "Comprehensive cover with tools in transit up to £2,500",
    comprehensive:
      "Comprehensive cover with tools and goods in transit up to £5,000 each and a replacement van",
  },
  bike: {
    basic: "Third party, fire and theft cover, with helmet and leathers up to £250",
    standard: "Comprehensive cover with helmet and leathers up to £500",
    comprehensive:
      "Comprehensive cover with helmet and leathers up to £1,000 and a protected no-claims discount",
  },
  home: {
    basic: "Buildings cover up to £350,000 (no contents cover)",
    standard: "Buildings cover up to £500,000 and contents cover up to £50,000",
    comprehensive: "Buildings cover up to £750,000 and contents up to £75,000, with accidental damage",
  },
  travel: {
    basic: "Single trip in Europe of up to 31 days, with emergency medical cover up to £2 million",
    standard: "Annual multi-trip in Europe (up to 31 days a trip), with medical cover up to £5 million",
    comprehensive:
      "Annual multi-trip worldwide including the USA and Canada, with medical cover up to £10 million",
  },
  pet: {
    basic: "Time-limited cover: vet fees up to £2,000 per condition for 12 months",
    standard: "Maximum benefit cover: vet fees up to £4,000 per condition",
    comprehensive: "Lifetime cover: vet fees up to £10,000 every year",
  },
  breakdown: {
    basic: "Roadside assistance a quarter of a mile or more from home",
    standard: "Roadside assistance, home start and national recovery",
    comprehensive: "Roadside assistance, home start, national recovery, onward travel and European cover",
  },
  life: {
    basic: "Sum assured £100,000 over 20 years (level term)",
    standard: "Sum assured £200,000 over 20 years (level term)",
    comprehensive: "Sum assured £350,000 over 20 years (level term), with waiver of premium",
  },
  medical: {
    basic: "In-patient and day-patient treatment with cancer cover; no out-patient cover",
    standard: "In-patient and day-patient treatment, out-patient cover up to £1,000, and cancer cover",
    comprehensive: "Full in-patient and out-patient cover, therapies, mental health and cancer cover",
  },
};

/** The rest of the risk each product's prices assume, since the form asks only five questions. */
const riskAssumed: Record<InsuranceType, string[]> = {
  car: [
    "A 10-year-old family hatchback worth about £6,000, parked on a driveway overnight",
    "Social, domestic and commuting use, 8,000 miles a year",
    "Five years' no-claims discount, with no claims or motoring convictions in the last five years",
  ],
  van: [
    "A small panel van worth about £10,000, used for carrying your own goods and tools",
    "10,000 miles a year, kept on a driveway overnight",
    "No claims or motoring convictions in the last five years",
  ],
  bike: [
    "A motorcycle of 125-650cc worth about £4,000, kept in a locked garage",
    "Riding licence held for the category; no claims in the last five years",
  ],
  home: [
    "A three-bedroom house built after 1920 of brick and tile, not at high flood risk",
    "No claims in the last five years; locks to British Standard on doors and windows",
  ],
  travel: ["No pre-existing medical conditions declared", "One traveller"],
  pet: ["A three-year-old mixed-breed dog, neutered and microchipped, with no pre-existing conditions"],
  breakdown: ["One car under 15 years old, for you as the named driver"],
  life: [
    "A non-smoker in good health; level term cover, not whole-of-life",
    "Cover starts on the day you apply and ends after the term",
  ],
  medical: ["No medical history declared (moratorium underwriting), one adult, no excess buy-down"],
};

function taxAndPayment(type: InsuranceType): string[] {
  const ipt = iptRate(type);
  const tax =
    ipt === 0
      ? "Life insurance is exempt from Insurance Premium Tax"
      : `Prices include Insurance Premium Tax at ${Math.round(ipt * 100)}%`;
  const monthly = monthlyByNature.has(type)
    ? "Monthly prices are a twelfth of the annual price: insurers charge nothing extra for monthly premiums"
    : "Monthly prices include each insurer's charge for paying by instalments";
  return [tax, monthly];
}

/** The assumptions a quote set states: the cover priced, the risk assumed, tax and payment. */
export function coverAssumptions(type: InsuranceType, level: CoverageLevel): string[] {
  return [coverByLevel[type][level], ...riskAssumed[type], ...taxAndPayment(type)];
}

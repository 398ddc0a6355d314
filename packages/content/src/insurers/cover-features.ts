import type { CoverageLevel, InsuranceType } from "@plummet/contracts";

/**
 * What a policy of each kind includes at each coverage level, across the panel. Every insurer's
 * product lists these, after the insurer's own extras. The limits match the cover the quotes
 * service states as each quote's assumptions (basic, standard and premium coverage).
 */
export const coverFeatures: Record<InsuranceType, Record<CoverageLevel, string[]>> = {
  car: {
    basic: ["Third party, fire and theft cover", "Emergency travel home after an accident"],
    standard: ["Comprehensive cover", "Windscreen repair and replacement", "Courtesy car during repairs"],
    comprehensive: [
      "Comprehensive cover",
      "Protected no-claims discount",
      "Courtesy car, including after theft",
      "90 days of European driving a year",
    ],
  },
  van: {
    basic: ["Third party, fire and theft cover", "Tools in transit up to £1,000"],
    standard: ["Comprehensive cover", "Tools in transit up to £2,500", "Windscreen cover"],
    comprehensive: [
      "Comprehensive cover",
      "Tools in transit up to £5,000",
      "Replacement van during repairs",
      "Goods in transit up to £5,000",
    ],
  },
  bike: {
    basic: ["Third party, fire and theft cover", "Helmet and leathers up to £250"],
    standard: ["Comprehensive cover", "Helmet and leathers up to £500", "Riding in the EU for 30 days"],
    comprehensive: [
      "Comprehensive cover",
      "Helmet and leathers up to £1,000",
      "Protected no-claims discount",
      "Recovery after an accident or breakdown",
    ],
  },
  home: {
    basic: [
      "Buildings cover up to £350,000",
      "Storm, flood and escape of water",
      "Alternative accommodation",
    ],
    standard: [
      "Buildings cover up to £500,000",
      "Contents cover up to £50,000",
      "Storm, flood and escape of water",
    ],
    comprehensive: [
      "Buildings cover up to £750,000",
      "Contents cover up to £75,000",
      "Accidental damage to buildings and contents",
      "Home emergency cover",
    ],
  },
  travel: {
    basic: [
      "Single trip in Europe of up to 31 days",
      "Emergency medical expenses up to £2 million",
      "Cancellation up to £1,500",
    ],
    standard: [
      "Annual multi-trip in Europe, up to 31 days a trip",
      "Emergency medical expenses up to £5 million",
      "Cancellation up to £3,000",
      "Baggage up to £1,500",
    ],
    comprehensive: [
      "Annual multi-trip worldwide, including the USA and Canada",
      "Emergency medical expenses up to £10 million",
      "Cancellation up to £5,000",
      "Baggage up to £2,500",
    ],
  },
  pet: {
    basic: ["Vet fees up to £2,000 per condition for 12 months", "Third-party liability for dogs"],
    standard: [
      "Vet fees up to £4,000 per condition",
      "Dental treatment after an accident",
      "Third-party liability",
    ],
    comprehensive: [
      "Lifetime cover: £10,000 of vet fees every year",
      "Complementary treatment and behavioural therapy",
      "Third-party liability",
      "Overseas travel cover",
    ],
  },
  breakdown: {
    basic: ["Roadside assistance a quarter of a mile or more from home", "Tow to a local garage"],
    standard: ["Roadside assistance", "Home start", "National recovery to any UK address"],
    comprehensive: [
      "Roadside assistance and home start",
      "National recovery to any UK address",
      "Onward travel or an overnight stay",
      "European breakdown cover",
    ],
  },
  life: {
    basic: ["£100,000 level term life cover", "Terminal illness cover"],
    standard: ["£200,000 level term life cover", "Terminal illness cover", "Premiums fixed for the term"],
    comprehensive: [
      "£350,000 level term life cover",
      "Terminal illness cover",
      "Premiums fixed for the term",
      "Waiver of premium if you cannot work",
    ],
  },
  medical: {
    basic: ["In-patient and day-patient treatment", "Cancer cover", "Private room for hospital stays"],
    standard: [
      "In-patient and day-patient treatment",
      "Out-patient consultations up to £1,000",
      "Cancer cover",
    ],
    comprehensive: [
      "In-patient and day-patient treatment",
      "Full out-patient cover",
      "Therapies and mental health cover",
      "Comprehensive cancer cover",
    ],
  },
};

/** The usual product name for a kind of cover, after the insurer's name ("Harbourline Travel"). */
export const defaultProductSuffix: Record<InsuranceType, string> = {
  car: "Car",
  van: "Van",
  bike: "Motorbike",
  home: "Home",
  travel: "Travel",
  pet: "Pet",
  breakdown: "Breakdown",
  life: "Term Life",
  medical: "Health",
};

/** The product's kind in other words, for an insurer whose name already has the usual word. */
export const alternativeProductSuffix: Record<InsuranceType, string> = {
  car: "Motor",
  van: "Commercial Vehicle",
  bike: "Rider",
  home: "Household",
  travel: "Trip Cover",
  pet: "Pet Care",
  breakdown: "Roadside Rescue",
  life: "Protection",
  medical: "Private Medical",
};

// Without zod, so that a page can offer the choices and load the schemas only when it validates.

/** The nine kinds of cover the quote form offers (docs/product/forms-and-messages.md). */
export const insuranceTypes = [
  "car",
  "van",
  "bike",
  "home",
  "travel",
  "pet",
  "breakdown",
  "life",
  "medical",
] as const;

type InsuranceType = (typeof insuranceTypes)[number];

export const insuranceTypeLabels: Record<InsuranceType, string> = {
  car: "Car Insurance",
  van: "Van Insurance",
  bike: "Bike Insurance",
  home: "Home Insurance",
  travel: "Travel Insurance",
  pet: "Pet Insurance",
  breakdown: "Breakdown Cover",
  life: "Life Insurance",
  medical: "Private Medical Insurance",
};

export const coverageLevels = ["basic", "standard", "comprehensive"] as const;

type CoverageLevel = (typeof coverageLevels)[number];

export const coverageLevelDetails: Record<CoverageLevel, { label: string; description: string }> = {
  basic: { label: "Basic", description: "Essential protection" },
  standard: { label: "Standard", description: "Comprehensive protection" },
  comprehensive: { label: "Premium Coverage", description: "Complete peace of mind" },
};

/**
 * Ages a product accepts, following the UK market (docs/product/trust.md): car and van 17 to 90
 * (few insurers quote a driver past 90), motorcycle 16 to 85, life 18 to 85, private medical 18 to
 * 79 at entry, home, travel, pet and breakdown 18 to 100 (specialist cover goes that far; travel
 * prices rise past 65, 70, 75 and 80). The form and the API refuse an age outside its product's
 * range with a message that names the range.
 */
export const eligibleAges: Record<InsuranceType, { min: number; max: number }> = {
  car: { min: 17, max: 90 },
  van: { min: 17, max: 90 },
  bike: { min: 16, max: 85 },
  home: { min: 18, max: 100 },
  travel: { min: 18, max: 100 },
  pet: { min: 18, max: 100 },
  breakdown: { min: 18, max: 100 },
  life: { min: 18, max: 85 },
  medical: { min: 18, max: 79 },
};

/**
 * What each coverage level buys for each product, in a few words: shown under the level's label
 * once a product is chosen, and on the product page's cover-type cards. The quotes service states
 * the same cover in full as each quote set's first assumption.
 */
export const coverageLevelMeanings: Record<InsuranceType, Record<CoverageLevel, string>> = {
  car: {
    basic: "Third party, fire and theft",
    standard: "Comprehensive, with windscreen cover and a courtesy car",
    comprehensive: "Comprehensive, plus protected no-claims and European driving",
  },
  van: {
    basic: "Third party, fire and theft; tools in transit to £1,000",
    standard: "Comprehensive; tools in transit to £2,500",
    comprehensive: "Comprehensive; tools and goods in transit to £5,000 and a replacement van",
  },
  bike: {
    basic: "Third party, fire and theft; helmet and leathers to £250",
    standard: "Comprehensive; helmet and leathers to £500",
    comprehensive: "Comprehensive, plus protected no-claims; helmet and leathers to £1,000",
  },
  home: {
    basic: "Buildings to £350,000 and contents to £35,000",
    standard: "Buildings to £500,000 and contents to £50,000",
    comprehensive: "Buildings to £750,000 and contents to £75,000, with accidental damage",
  },
  travel: {
    basic: "Single trip in Europe; medical to £2 million",
    standard: "Annual multi-trip in Europe; medical to £5 million",
    comprehensive: "Annual multi-trip worldwide; medical to £10 million",
  },
  pet: {
    basic: "Vet fees to £2,000 per condition",
    standard: "Vet fees to £4,000 per condition",
    comprehensive: "Lifetime cover: £10,000 of vet fees a year",
  },
  breakdown: {
    basic: "Roadside assistance away from home",
    standard: "Roadside, home start and national recovery",
    comprehensive: "National recovery, onward travel and European cover",
  },
  life: {
    basic: "£100,000 of level term cover",
    standard: "£200,000 of level term cover",
    comprehensive: "£350,000 of level term cover, with waiver of premium",
  },
  medical: {
    basic: "Budget: in-patient and day-patient treatment",
    standard: "Mid-range: adds out-patient cover to £1,000",
    comprehensive: "Comprehensive: full out-patient, therapies and mental health",
  },
};

// Without zod, so that a page can offer the choices and load the schemas only when it validates.

/** The nine kinds of cover the quote form offers (SPEC section 3). */
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
 * Ages a product accepts, following the UK market (DESIGN.md, "Trust and compliance"):
 * car and van 17+, motorcycle 16+, life 18-85, private medical 18-79 at entry, others 18+.
 * 120 stands for "no upper limit" while still rejecting nonsense such as 250.
 */
export const eligibleAges: Record<InsuranceType, { min: number; max: number }> = {
  car: { min: 17, max: 120 },
  van: { min: 17, max: 120 },
  bike: { min: 16, max: 120 },
  home: { min: 18, max: 120 },
  travel: { min: 18, max: 120 },
  pet: { min: 18, max: 120 },
  breakdown: { min: 18, max: 120 },
  life: { min: 18, max: 85 },
  medical: { min: 18, max: 79 },
};

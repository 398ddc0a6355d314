import type { CoverageLevel, CoverStatus, InsuranceType } from "@plummet/contracts";

/** How a policy treats one catalogue feature: included (with its limit), optional extra, or not. */
export interface CoverState {
  status: CoverStatus;
  limit?: string;
}

/** One thing people compare between policies of a kind, and what each coverage level gives. */
export interface CatalogueFeature {
  id: string;
  name: string;
  /** What the feature is, in a sentence, for the compare table and the card. */
  description: string;
  levels: Record<CoverageLevel, CoverState>;
}

const included = (limit?: string): CoverState =>
  limit ? { status: "included", limit } : { status: "included" };
const optional: CoverState = { status: "optional" };
const notIncluded: CoverState = { status: "not-included" };

/** The same state at every level. */
const atEveryLevel = (state: CoverState): Record<CoverageLevel, CoverState> => ({
  basic: state,
  standard: state,
  comprehensive: state,
});

/**
 * For each product, the handful of features people compare, and what the market gives at each
 * coverage level (basic, standard, premium coverage). These agree with `coverFeatures` (the
 * card's list) and the quotes service's stated assumptions; an insurer's product may do better
 * (see `applyCoverOverrides`).
 */
export const coverCatalogue: Record<InsuranceType, CatalogueFeature[]> = {
  car: [
    {
      id: "courtesy-car",
      name: "Courtesy car",
      description: "A small car to drive while yours is repaired by an approved garage.",
      levels: {
        basic: notIncluded,
        standard: included("While yours is repaired"),
        comprehensive: included("Also after theft"),
      },
    },
    {
      id: "windscreen",
      name: "Windscreen cover",
      description: "Repair or replacement of broken glass without losing your no-claims discount.",
      levels: { basic: optional, standard: included(), comprehensive: included() },
    },
    {
      id: "legal-expenses",
      name: "Motor legal expenses",
      description: "Legal costs to recover what you lose after an accident that was not your fault.",
      levels: atEveryLevel(optional),
    },
    {
      id: "personal-accident",
      name: "Personal accident",
      description: "A fixed sum if the driver is seriously injured or killed in an accident in the car.",
      levels: { basic: notIncluded, standard: included("£5,000"), comprehensive: included("£10,000") },
    },
    {
      id: "driving-other-cars",
      name: "Driving other cars",
      description: "Third-party cover when you drive a car you do not own, with the owner's permission.",
      levels: { basic: notIncluded, standard: notIncluded, comprehensive: included("Third party only") },
    },
    {
      id: "european-cover",
      name: "European cover",
      description: "Your cover while driving in the EU, beyond the legal minimum.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included("90 days a year") },
    },
  ],
  van: [
    {
      id: "tools-in-transit",
      name: "Tools in transit",
      description: "Theft of or damage to your tools while they are in the van.",
      levels: {
        basic: included("£1,000"),
        standard: included("£2,500"),
        comprehensive: included("£5,000"),
      },
    },
    {
      id: "goods-in-transit",
      name: "Goods in transit",
      description: "Goods you carry for your business, lost or damaged on the road.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included("£5,000") },
    },
    {
      id: "replacement-van",
      name: "Replacement van",
      description: "A van to keep working while yours is repaired.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included("While yours is repaired") },
    },
    {
      id: "windscreen",
      name: "Windscreen cover",
      description: "Repair or replacement of broken glass without losing your no-claims discount.",
      levels: { basic: optional, standard: included(), comprehensive: included() },
    },
    {
      id: "legal-expenses",
      name: "Motor legal expenses",
      description: "Legal costs to recover what you lose after an accident that was not your fault.",
      levels: atEveryLevel(optional),
    },
  ],
  bike: [
    {
      id: "helmet-and-leathers",
      name: "Helmet and leathers",
      description: "Your helmet and riding clothes, damaged in an accident.",
      levels: { basic: included("£250"), standard: included("£500"), comprehensive: included("£1,000") },
    },
    {
      id: "european-cover",
      name: "Riding in Europe",
      description: "Your cover while riding in the EU, beyond the legal minimum.",
      levels: { basic: notIncluded, standard: included("30 days"), comprehensive: included("30 days") },
    },
    {
      id: "protected-ncd",
      name: "Protected no-claims discount",
      description: "Your no-claims discount stays after one or two claims.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
    {
      id: "accident-recovery",
      name: "Recovery after an accident",
      description: "Your bike taken home or to a garage after an accident or breakdown.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
    {
      id: "legal-expenses",
      name: "Motor legal expenses",
      description: "Legal costs to recover what you lose after an accident that was not your fault.",
      levels: atEveryLevel(optional),
    },
  ],
  home: [
    {
      id: "buildings",
      name: "Buildings cover",
      description: "The cost of rebuilding or repairing the structure of your home.",
      levels: {
        basic: included("£350,000"),
        standard: included("£500,000"),
        comprehensive: included("£750,000"),
      },
    },
    {
      id: "contents",
      name: "Contents cover",
      description: "Your belongings at home, replaced new for old.",
      levels: { basic: notIncluded, standard: included("£50,000"), comprehensive: included("£75,000") },
    },
    {
      id: "accidental-damage",
      name: "Accidental damage",
      description: "One-off accidents such as paint spilled on a carpet or a foot through the ceiling.",
      levels: { basic: optional, standard: optional, comprehensive: included() },
    },
    {
      id: "home-emergency",
      name: "Home emergency",
      description: "A tradesperson sent out for a burst pipe, a broken boiler or a lost key.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
    {
      id: "alternative-accommodation",
      name: "Alternative accommodation",
      description: "Somewhere to stay if your home cannot be lived in after a claim.",
      levels: atEveryLevel(included()),
    },
    {
      id: "legal-expenses",
      name: "Family legal protection",
      description: "Legal costs for disputes about your home, work or consumer purchases.",
      levels: atEveryLevel(optional),
    },
  ],
  travel: [
    {
      id: "medical-expenses",
      name: "Emergency medical expenses",
      description: "Treatment abroad and getting you home if you fall ill or are injured.",
      levels: {
        basic: included("£2 million"),
        standard: included("£5 million"),
        comprehensive: included("£10 million"),
      },
    },
    {
      id: "cancellation",
      name: "Cancellation",
      description: "What you have paid and cannot get back if you must cancel for a covered reason.",
      levels: { basic: included("£1,500"), standard: included("£3,000"), comprehensive: included("£5,000") },
    },
    {
      id: "baggage",
      name: "Baggage",
      description: "Your luggage and belongings lost, stolen or damaged on the trip.",
      levels: { basic: optional, standard: included("£1,500"), comprehensive: included("£2,500") },
    },
    {
      id: "worldwide",
      name: "Worldwide including the USA",
      description: "Trips anywhere in the world, including the USA and Canada.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
    {
      id: "winter-sports",
      name: "Winter sports",
      description: "Skiing and snowboarding, with your equipment and piste closure.",
      levels: atEveryLevel(optional),
    },
  ],
  pet: [
    {
      id: "vet-fees",
      name: "Vet fees",
      description: "Treatment for illness and injury.",
      levels: {
        basic: included("£2,000 per condition"),
        standard: included("£4,000 per condition"),
        comprehensive: included("£10,000 a year"),
      },
    },
    {
      id: "lifetime",
      name: "Lifetime cover",
      description: "Vet fees renewed every year, including for long-term conditions.",
      levels: { basic: notIncluded, standard: notIncluded, comprehensive: included() },
    },
    {
      id: "dental",
      name: "Dental treatment",
      description: "Dental treatment after an accident.",
      levels: { basic: notIncluded, standard: included(), comprehensive: included() },
    },
    {
      id: "third-party-liability",
      name: "Third-party liability",
      description: "If your dog injures someone or damages their property.",
      levels: atEveryLevel(included("£2 million")),
    },
    {
      id: "overseas-travel",
      name: "Overseas travel",
      description: "Vet fees while your pet travels abroad with you.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
  ],
  breakdown: [
    {
      id: "roadside",
      name: "Roadside assistance",
      description: "A patrol sent out when your vehicle breaks down away from home.",
      levels: {
        basic: included("¼ mile or more from home"),
        standard: included(),
        comprehensive: included(),
      },
    },
    {
      id: "home-start",
      name: "Home start",
      description: "Help when your vehicle will not start at or near home.",
      levels: { basic: optional, standard: included(), comprehensive: included() },
    },
    {
      id: "national-recovery",
      name: "National recovery",
      description: "Your vehicle and passengers taken to any UK address.",
      levels: { basic: notIncluded, standard: included(), comprehensive: included() },
    },
    {
      id: "onward-travel",
      name: "Onward travel",
      description: "A hire car, travel costs or an overnight stay while your vehicle is fixed.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
    {
      id: "european-breakdown",
      name: "European breakdown",
      description: "Breakdown help while driving in Europe.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
  ],
  life: [
    {
      id: "terminal-illness",
      name: "Terminal illness cover",
      description: "The sum assured paid early if you are diagnosed with less than 12 months to live.",
      levels: atEveryLevel(included()),
    },
    {
      id: "fixed-premiums",
      name: "Premiums fixed for the term",
      description: "Your monthly premium never rises during the policy.",
      levels: { basic: notIncluded, standard: included(), comprehensive: included() },
    },
    {
      id: "waiver-of-premium",
      name: "Waiver of premium",
      description: "Your premiums paid for you if illness or injury stops you working.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
    {
      id: "critical-illness",
      name: "Critical illness cover",
      description: "A lump sum if you are diagnosed with a serious illness the policy lists.",
      levels: atEveryLevel(optional),
    },
  ],
  medical: [
    {
      id: "in-patient",
      name: "In-patient and day-patient treatment",
      description: "Hospital treatment, including surgery and a hospital bed.",
      levels: atEveryLevel(included()),
    },
    {
      id: "out-patient",
      name: "Out-patient cover",
      description: "Consultations, tests and scans that do not need a hospital bed.",
      levels: { basic: notIncluded, standard: included("£1,000"), comprehensive: included("Full cover") },
    },
    {
      id: "cancer-cover",
      name: "Cancer cover",
      description: "Diagnosis and treatment of cancer, including drugs and therapies.",
      levels: { basic: included(), standard: included(), comprehensive: included("Comprehensive") },
    },
    {
      id: "therapies",
      name: "Therapies",
      description: "Physiotherapy, osteopathy and chiropractic treatment.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
    {
      id: "mental-health",
      name: "Mental health cover",
      description: "Treatment for mental health conditions, as an in-patient or out-patient.",
      levels: { basic: notIncluded, standard: optional, comprehensive: included() },
    },
  ],
};

/** A product's departures from the market's cover, by catalogue feature id. */
export type CoverOverrides = Readonly<Record<string, CoverState>>;

/**
 * What one insurer's product gives at one level: the market's cover, improved where the insurer
 * does better. An override never takes away cover the level already includes, so a premium policy
 * is never worse than its basic one.
 */
export function coverAtLevel(
  type: InsuranceType,
  level: CoverageLevel,
  overrides: CoverOverrides = {},
): Array<CoverState & { feature: string; name: string }> {
  const unknown = Object.keys(overrides).filter((id) => !coverCatalogue[type].some((f) => f.id === id));
  if (unknown.length > 0) throw new Error(`Not in the ${type} cover catalogue: ${unknown.join(", ")}`);
  return coverCatalogue[type].map((feature) => {
    const market = feature.levels[level];
    const own = overrides[feature.id];
    const state = own && rank(own) > rank(market) ? own : market;
    return { feature: feature.id, name: feature.name, ...state };
  });
}

const rank = (state: CoverState) => ({ "not-included": 0, optional: 1, included: 2 })[state.status];

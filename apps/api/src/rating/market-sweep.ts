import { insurers } from "@plummet/content/insurers";
import {
  type AnswerValue,
  type CoverageLevel,
  coverageLevels,
  eligibleAges,
  type InsuranceType,
} from "@plummet/contracts";
import { type RatingRequest, rateProvider } from "./engine";
import { providerFactors } from "./provider-factors";

/**
 * The sweep of profiles the panel is calibrated on (docs/product/pricing-evidence.md): ages from
 * the youngest a product takes to 70, one postcode in each kind of area, every cover level, and a
 * product's histories (a clean record, a claim, a conviction, ...). Pure: the engine, no service.
 */
const ages = [18, 21, 25, 35, 50, 70];
const postcodes = ["SW1A 1AA", "CR0 1AA", "M1 1AE", "LE1 5WW", "CB2 1TN", "TR1 2HE", "HS1 2AA", "BT1 1AA"];
const TODAY = "2026-06-01";

const motorHistories: Array<Record<string, AnswerValue>> = [
  {},
  { noClaimsYears: "0" },
  { noClaimsYears: "9-plus" },
  { claims: "1" },
  { hasConvictions: "yes", convictions: [{ code: "SP30", date: "2025-09-01", points: 3, banMonths: 0 }] },
];

const histories: Record<InsuranceType, Array<Record<string, AnswerValue>>> = {
  car: [
    ...motorHistories,
    {
      addOtherDrivers: "yes",
      otherDrivers: [{ dateOfBirth: "2007-03-01", licenceType: "full-uk", licenceYears: 1 }],
    },
  ],
  van: motorHistories,
  bike: [{}, { engineSize: "up-to-125" }, { engineSize: "651-1000" }, { claims: "1" }],
  home: [{}, { claims: "1" }, { propertyType: "flat" }, { propertyType: "detached", bedrooms: "5-plus" }],
  travel: [{}, { medicalConditions: "declared" }, { region: "worldwide-including-usa" }],
  pet: [{}, { species: "cat" }, { petAge: "7-8" }, { breedGroup: "high-claim-pedigree" }],
  breakdown: [{}, { vehicleAge: "over-15" }, { coveredFor: "family" }],
  life: [{}, { smoker: "yes" }, { sumAssured: "500000" }],
  medical: [{}, { smoker: "yes" }, { excess: "500" }],
};

export const sweepProfiles = {
  description:
    "Sweep: ages 18, 21, 25, 35, 50 and 70 (those the product takes), one postcode in each of central London, outer London, a major city, a town, mixed, rural, remote and Northern Ireland, the three cover levels, and per product a clean record and its usual histories (car: no no-claims, nine years, a claim, an SP30, a young other driver).",
};

/** Every request of a product's sweep. */
export function sweepRequests(type: InsuranceType): RatingRequest[] {
  const { min, max } = eligibleAges[type];
  const requests: RatingRequest[] = [];
  for (const age of ages.filter((candidate) => candidate >= min && candidate <= max)) {
    for (const postcode of postcodes) {
      for (const coverageAmount of coverageLevels as readonly CoverageLevel[]) {
        for (const history of histories[type]) {
          requests.push({
            insuranceType: type,
            coverageAmount,
            age,
            postcode,
            details: history,
            today: TODAY,
          });
        }
      }
    }
  }
  return requests;
}

/**
 * Over a product's sweep: each insurer's share of the profiles where it is cheapest, and for each
 * profile the dearest quote and the average quote over the cheapest.
 */
export function cheapestShares(type: InsuranceType) {
  const wins = new Map<string, number>();
  const spreads: number[] = [];
  const averages: number[] = [];
  let profiles = 0;
  for (const request of sweepRequests(type)) {
    const prices: Array<[string, number]> = [];
    for (const insurer of insurers) {
      const outcome = rateProvider(request, insurer, providerFactors[insurer.slug]!);
      if (outcome.status === "quoted") prices.push([insurer.slug, outcome.quote.annualPrice]);
    }
    if (prices.length < 2) continue;
    prices.sort((a, b) => a[1] - b[1]);
    profiles += 1;
    wins.set(prices[0]![0], (wins.get(prices[0]![0]) ?? 0) + 1);
    spreads.push(prices.at(-1)![1] / prices[0]![1]);
    averages.push(prices.reduce((sum, [, price]) => sum + price, 0) / prices.length / prices[0]![1]);
  }
  const shares = new Map([...wins].map(([slug, count]) => [slug, count / profiles]));
  return { profiles, shares, spreads, averages };
}

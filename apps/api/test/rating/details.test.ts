import { insurers } from "@plummet/content/insurers";
import {
  assumedAnswer,
  type CoverageLevel,
  choicesOf,
  coverageLevels,
  detailDefaults,
  detailQuestions,
  type InsuranceType,
  insuranceTypes,
  PriceBreakdown,
  questionSets,
  questionsOf,
  questionsOfSet,
} from "@plummet/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detailFactors, detailRelativities } from "../../src/rating/detail-relativities";
import {
  type DeclineReason,
  declineReasonByQuestion,
  type RatingRequest,
  rateProvider,
} from "../../src/rating/engine";
import { type ProductAppetite, providerFactors } from "../../src/rating/provider-factors";
import { median, panelQuotes, postcodes, request } from "./support";

type Answers = Record<string, string>;

const withDetails = (base: RatingRequest, details: Answers): RatingRequest => ({ ...base, details });

/** Every insurer's outcome for a request: the quotes, and the decline reasons counted. */
function panel(rating: RatingRequest) {
  const quotes = panelQuotes(rating);
  const declines: Partial<Record<DeclineReason, number>> = {};
  for (const insurer of insurers) {
    const outcome = rateProvider(rating, insurer, providerFactors[insurer.slug]!);
    if (outcome.status === "declined") declines[outcome.reason] = (declines[outcome.reason] ?? 0) + 1;
  }
  return { quotes, declines };
}

const medianAnnual = (rating: RatingRequest) => median(panelQuotes(rating).map((quote) => quote.annualPrice));

/** The product answers as the engine takes them: the defaults without the product's name. */
function defaultsOf(type: InsuranceType, level: CoverageLevel): Answers {
  const { insuranceType: _type, ...answers } = detailDefaults(type, level) as Answers;
  return answers;
}

/** What the breakdown adds up to, in pence. */
function breakdownPence(breakdown: PriceBreakdown): number {
  return Math.round(
    breakdown.baseRate * 100 +
      breakdown.steps.reduce((sum, step) => sum + Math.round(step.amount * 100), 0) +
      breakdown.tax.amount * 100,
  );
}

describe("product details: defaults", () => {
  it("prices every default answer exactly as a request without details", () => {
    for (const type of insuranceTypes) {
      for (const level of coverageLevels) {
        for (const [age, postcode] of [
          [40, postcodes.mixed],
          [24, postcodes.centralLondon],
          [68, postcodes.rural],
        ] as const) {
          const plain = request(type, level, age, postcode);
          expect(panelQuotes(withDetails(plain, defaultsOf(type, level))), `${type} ${level} ${age}`).toEqual(
            panelQuotes(plain),
          );
        }
      }
    }
  });

  it("has a relativity for every choice of every question, and none for anything else", () => {
    for (const type of insuranceTypes) {
      const questions = questionsOf(type);
      expect(Object.keys(detailRelativities[type]).sort()).toEqual(questions.map(([key]) => key).sort());
      for (const [key, question] of questions) {
        expect(Object.keys(detailRelativities[type][key]!).sort(), `${type}.${key}`).toEqual(
          question.choices.map(([value]) => value).sort(),
        );
        for (const value of Object.values(detailRelativities[type][key]!)) expect(value).toBeGreaterThan(0);
      }
    }
  });

  it("declines only real answers, never a default, each with a stated reason", () => {
    for (const [slug, factors] of Object.entries(providerFactors)) {
      for (const [type, appetite] of Object.entries(factors.products ?? {}) as Array<
        [InsuranceType, ProductAppetite]
      >) {
        for (const [question, answers] of Object.entries(appetite.declines ?? {})) {
          expect(declineReasonByQuestion[question], `${slug} ${type}.${question}`).toBeDefined();
          const asked = questionsOfSet(questionSets[type]).find((candidate) => candidate.id === question);
          const choices = asked && choicesOf(asked)?.map((choice) => choice.value);
          expect(choices, `${slug} ${type}.${question}`).toBeDefined();
          for (const answer of answers) {
            expect(choices).toContain(answer);
            for (const level of coverageLevels) expect(assumedAnswer(asked!, level)).not.toBe(answer);
          }
        }
      }
    }
  });
});

describe("product details: each factor's direction and size", () => {
  const mixed40 = (type: InsuranceType, level: CoverageLevel = "standard") =>
    request(type, level, 40, postcodes.mixed);

  /** [product, level, cheaper answers, dearer answers, least ratio dearer/cheaper, greatest ratio]. */
  const cases: Array<[string, InsuranceType, CoverageLevel, Answers, Answers, number, number]> = [
    [
      "nine years' NCD costs far less than none",
      "car",
      "standard",
      { noClaimsYears: "9-plus" },
      { noClaimsYears: "0" },
      3,
      // Up to 1.2 more where an insurer weighs new drivers more (src/rating/insurer-leans.ts).
      3.6 * 1.2,
    ],
    ["a claim costs more than none", "car", "standard", {}, { claims: "1" }, 1.25, 1.35 * 1.2],
    [
      "high mileage costs more",
      "car",
      "standard",
      { annualMileage: "up-to-5000" },
      { annualMileage: "over-12000" },
      1.3,
      1.4,
    ],
    [
      "a dearer car costs more",
      "car",
      "standard",
      { vehicleValue: "under-3000" },
      { vehicleValue: "15001-30000" },
      1.45,
      1.55,
    ],
    [
      "a street-parked car costs more than a garaged one",
      "car",
      "standard",
      { keptOvernight: "garage" },
      { keptOvernight: "street" },
      1.15,
      1.2,
    ],
    ["business use costs more than social use", "van", "standard", { vanUse: "social" }, {}, 1.2, 1.25],
    [
      "a large bike costs more than a 125",
      "bike",
      "standard",
      { engineSize: "up-to-125" },
      { engineSize: "over-1000" },
      2.1,
      2.2,
    ],
    [
      "a new rider costs more than an experienced one",
      "bike",
      "standard",
      { yearsRiding: "over-5" },
      { yearsRiding: "under-1" },
      1.6,
      1.7,
    ],
    [
      "a detached five-bedroom house costs more than a one-bedroom flat",
      "home",
      "standard",
      { propertyType: "flat", bedrooms: "1" },
      { propertyType: "detached", bedrooms: "5-plus" },
      2.5,
      2.65,
    ],
    [
      "buildings and contents cost more than contents alone",
      "home",
      "standard",
      { coverType: "contents" },
      {},
      2.1,
      2.3,
    ],
    [
      "annual worldwide with the USA costs more than a single European trip",
      "travel",
      "basic",
      {},
      { tripType: "annual", region: "worldwide-including-usa" },
      4.3,
      4.5,
    ],
    ["a family costs more than one traveller", "travel", "standard", {}, { travellers: "family" }, 2.3, 2.5],
    ["a dog costs more than a cat", "pet", "standard", { species: "cat" }, {}, 1.55, 1.65],
    ["an older pet costs more", "pet", "standard", { petAge: "under-1" }, { petAge: "7-8" }, 2, 2.1],
    [
      "lifetime cover costs more than time-limited",
      "pet",
      "standard",
      { policyType: "time-limited" },
      { policyType: "lifetime" },
      2.55,
      2.7,
    ],
    [
      "European cover costs more than roadside only",
      "breakdown",
      "standard",
      { coverType: "roadside" },
      { coverType: "european" },
      4.2,
      4.4,
    ],
    [
      "cover for everyone at the address, in any car, costs more than cover for one car",
      "breakdown",
      "standard",
      {},
      { coveredFor: "family" },
      1.8,
      1.9,
    ],
    [
      "personal cover costs about a quarter more than vehicle cover",
      "breakdown",
      "standard",
      { coveredFor: "vehicle" },
      { coveredFor: "personal" },
      1.2,
      1.3,
    ],
    [
      "a smoker pays about twice as much for life cover",
      "life",
      "standard",
      {},
      { smoker: "yes" },
      2.15,
      2.25,
    ],
    [
      "£500,000 over 30 years costs more than £100,000 over 10",
      "life",
      "standard",
      { sumAssured: "100000", term: "10" },
      { sumAssured: "500000", term: "30" },
      9.5,
      10.5,
    ],
    ["a £1,000 excess costs less than none", "medical", "standard", { excess: "1000" }, {}, 1.55, 1.65],
    [
      "full out-patient cover costs more than none",
      "medical",
      "standard",
      { outpatientLimit: "none" },
      { outpatientLimit: "full" },
      1.45,
      1.55,
    ],
  ];

  it.each(cases)("%s", (_name, type, level, cheaper, dearer, least, most) => {
    const low = medianAnnual(withDetails(mixed40(type, level), cheaper));
    const high = medianAnnual(withDetails(mixed40(type, level), dearer));
    expect(high / low).toBeGreaterThanOrEqual(least);
    expect(high / low).toBeLessThanOrEqual(most);
  });

  it("moves every insurer's price by the same answer factor", () => {
    const plain = panelQuotes(mixed40("car"));
    const nineYears = panelQuotes(withDetails(mixed40("car"), { noClaimsYears: "9-plus" }));
    expect(nineYears.map((quote) => quote.providerSlug).sort()).toEqual(
      plain.map((q) => q.providerSlug).sort(),
    );
    for (const quote of nineYears) {
      const before = plain.find((other) => other.providerSlug === quote.providerSlug)!;
      expect(quote.annualPrice / before.annualPrice).toBeCloseTo(0.3 / 0.4, 2);
    }
  });
});

describe("product details: insurers' appetites", () => {
  const young = (type: InsuranceType, age: number) => request(type, "standard", age, postcodes.mixed);

  it("declines a young rider on a large bike at some insurers, not an older one", () => {
    const rider = panel(withDetails(young("bike", 22), { engineSize: "651-1000" }));
    expect(rider.declines["young-rider-large-bike"]).toBeGreaterThanOrEqual(3);
    expect(rider.quotes.length).toBeGreaterThan(0);
    const older = panel(withDetails(young("bike", 40), { engineSize: "651-1000" }));
    expect(older.declines["young-rider-large-bike"]).toBeUndefined();
    expect(panel(young("bike", 22)).declines["young-rider-large-bike"]).toBeUndefined();
  });

  it.each([
    ["travel", { medicalConditions: "declared" }, "medical-conditions", 40],
    ["pet", { petAge: "9-plus" }, "pet-age", 40],
    ["car", { claims: "2-plus" }, "claims-history", 40],
    ["car", { vehicleValue: "over-30000" }, "vehicle-outside-appetite", 40],
    ["van", { vanUse: "haulage" }, "vehicle-outside-appetite", 40],
    ["home", { claims: "2-plus" }, "claims-history", 40],
    ["breakdown", { vehicleAge: "over-15" }, "vehicle-outside-appetite", 40],
  ] as const)("%s %j: fewer insurers quote, declining for %s", (type, answers, reason, age) => {
    const before = panel(young(type, age));
    const after = panel(withDetails(young(type, age), answers));
    expect(after.declines[reason]).toBeGreaterThan(0);
    expect(after.quotes.length).toBe(before.quotes.length - after.declines[reason]!);
    expect(after.quotes.length).toBeGreaterThan(0);
  });
});

/** Any answers to a product's questions, some given and some left to their defaults. */
const detailsFor = (type: InsuranceType) =>
  fc.record(
    Object.fromEntries(
      questionsOf(type).map(([key, question]) => [
        key,
        fc.constantFrom(...question.choices.map(([value]) => value)),
      ]),
    ),
    { requiredKeys: [] },
  );

describe("product details: properties", () => {
  for (const type of insuranceTypes) {
    it(`${type}: every quote's breakdown shows each answer that moved it and sums to the price`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...coverageLevels),
          fc.integer({ min: 25, max: 60 }),
          fc.constantFrom(...Object.values(postcodes).filter((postcode) => !postcode.startsWith("JE"))),
          detailsFor(type),
          (level, age, postcode, details) => {
            const rating = withDetails(request(type, level, age, postcode), details as Answers);
            const moved = detailFactors(type, level, details as Answers).map((factor) => factor.question);
            for (const quote of panelQuotes(rating)) {
              expect(breakdownPence(quote.breakdown)).toBe(Math.round(quote.annualPrice * 100));
              const answerSteps = quote.breakdown.steps.filter((step) => step.factor === "answer");
              expect(answerSteps.map((step) => step.question)).toEqual(moved);
              expect(PriceBreakdown.safeParse(quote.breakdown).success).toBe(true);
            }
          },
        ),
        { numRuns: 40 },
      );
    });

    it(`${type}: changing one answer moves every insurer that still quotes the same way`, () => {
      const questions = questionsOf(type);
      fc.assert(
        fc.property(
          fc.constantFrom(...coverageLevels),
          detailsFor(type),
          fc.constantFrom(...questions),
          fc.nat(),
          (level, details, [key, question], pick) => {
            const answer = question.choices[pick % question.choices.length]![0];
            const before = details as Answers;
            const after = { ...before, [key]: answer };
            const rating = request(type, level, 45, postcodes.urban);
            const direction = Math.sign(
              detailRelativities[type][key]![answer]! -
                detailRelativities[type][key]![before[key] ?? defaultsOf(type, level)[key]!]!,
            );
            const priced = panelQuotes(withDetails(rating, before));
            for (const quote of panelQuotes(withDetails(rating, after))) {
              const same = priced.find((other) => other.providerSlug === quote.providerSlug);
              if (!same) continue;
              const change = Math.sign(Math.round((quote.annualPrice - same.annualPrice) * 100));
              if (direction === 0) expect(change).toBe(0);
              else expect(change === direction || change === 0).toBe(true);
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it("names each question's human label in its breakdown step", () => {
    const [quote] = panelQuotes(
      withDetails(request("car", "standard", 40, postcodes.mixed), { noClaimsYears: "9-plus" }),
    );
    const step = quote!.breakdown.steps.find((candidate) => candidate.factor === "answer");
    expect(step).toMatchObject({
      question: "noClaimsYears",
      label: `${detailQuestions.car.noClaimsYears.label}: 9 years or more`,
    });
    expect(step!.multiplier).toBeCloseTo(0.75, 10);
    expect(step!.amount).toBeLessThan(0);
  });
});

describe("breakdown cover's questions", () => {
  it("asks three that move its price, as every other product asks three to five", () => {
    for (const type of insuranceTypes) {
      expect(questionsOf(type).length, type).toBeGreaterThanOrEqual(3);
      expect(questionsOf(type).length, type).toBeLessThanOrEqual(5);
    }
    expect(questionsOf("breakdown").map(([key]) => key)).toEqual(["coverType", "vehicleAge", "coveredFor"]);
    const base = request("breakdown", "standard", 40, postcodes.mixed);
    const plain = medianAnnual(base);
    for (const answer of ["personal", "joint", "family"]) {
      expect(medianAnnual(withDetails(base, { coveredFor: answer })), answer).toBeGreaterThan(plain);
    }
    // The default is what prices assumed before the question existed.
    expect(medianAnnual(withDetails(base, { coveredFor: "vehicle" }))).toBe(plain);
  });
});

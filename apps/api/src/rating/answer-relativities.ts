import { endorsementGroup, type GroupItem, yearsBetween } from "@plummet/contracts";

/**
 * Relativities of the full quote's answers beyond the refine questions, per product and question:
 * a choice's by answer, a number's or a date's by a function, a group's from its items. As with the
 * refine questions only ratios matter: an answer moves the price by its relativity over that of the
 * question's assumption, so a quick quote prices as it always has. The direction and rough size of
 * each follow published UK evidence (docs/product/pricing-evidence.md).
 */

export interface AnswerContext {
  /** The day the quote is priced, YYYY-MM-DD (start dates, vehicle and driver ages). */
  today: string;
  /** Every answer given, for a rule that weighs one answer against another. */
  answers: Readonly<Record<string, unknown>>;
}

type ChoiceTable = Readonly<Record<string, number>>;
type NumberRule = (value: number, context: AnswerContext) => number;
type GroupRule = (items: readonly GroupItem[], context: AnswerContext) => number;

/** A relativity by bands: the first band whose upper bound the value does not exceed. */
function banded(bands: ReadonlyArray<readonly [upTo: number, relativity: number]>): NumberRule {
  return (value) => bands.find(([upTo]) => value <= upTo)?.[1] ?? bands.at(-1)![1];
}

const DAY_MS = 86_400_000;

/** Days from the quote to a date; a date already past (a renewal's old answer) counts as three weeks ahead. */
function daysAhead(date: string, context: AnswerContext): number {
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${context.today}T00:00:00Z`)) / DAY_MS,
  );
  return days < 0 ? 21 : days;
}

/** Buying for tomorrow costs more than buying three weeks ahead (comparison sites' own figures). */
const motorStartDate = (date: string, context: AnswerContext) =>
  banded([
    [0, 1.3],
    [1, 1.22],
    [6, 1.1],
    [13, 1.03],
    [Number.POSITIVE_INFINITY, 1],
  ])(daysAhead(date, context), context);

const homeStartDate = (date: string, context: AnswerContext) => (daysAhead(date, context) <= 1 ? 1.06 : 1);

const yesLoads = (relativity: number): ChoiceTable => ({ no: 1, yes: relativity });
const noLoads = (relativity: number): ChoiceTable => ({ yes: 1, no: relativity });

const vehicleAge: NumberRule = (year, context) =>
  banded([
    [2, 1.1],
    [7, 1],
    [15, 0.95],
    [Number.POSITIVE_INFINITY, 1.05],
  ])(Number(context.today.slice(0, 4)) - year, context);

/** Years with a licence: new drivers have the most accidents; the risk falls over the first few years. */
const licenceYears = banded([
  [0, 1.6],
  [1, 1.4],
  [2, 1.25],
  [4, 1.12],
  [9, 1.03],
  [Number.POSITIVE_INFINITY, 1],
]);

/**
 * Each endorsement code's loading, by offence group: speeding and signs a little, careless driving
 * and a phone at the wheel more, no insurance and drink or drug driving most (a drink-driving
 * conviction roughly doubles a premium where an insurer takes it on at all).
 */
const convictionLoading: Readonly<Record<string, number>> = {
  SP: 1.1,
  TS: 1.1,
  PC: 1.1,
  MW: 1.1,
  MS: 1.15,
  CU: 1.25,
  CD: 1.4,
  LC: 1.3,
  AC: 1.6,
  IN: 1.6,
  DR: 1.9,
  DG: 1.9,
  TT: 1.9,
  BA: 2,
  UT: 2,
  DD: 2.2,
};
const CODE_LOADING: Readonly<Record<string, number>> = { SP50: 1.12, CU80: 1.35 };

const convictions: GroupRule = (items, context) =>
  items.reduce((product, item) => {
    const code = String(item.code);
    const loading = CODE_LOADING[code] ?? convictionLoading[endorsementGroup(code)] ?? 1.2;
    // A conviction over three years old weighs less (most insurers look back five years).
    const old = typeof item.date === "string" && yearsBetween(item.date, context.today) >= 3;
    return product * (old ? 1 + (loading - 1) * 0.7 : loading);
  }, 1);

/** The claims count's relativities (the refine question), which the details replace. */
const CLAIMS_COUNT: Readonly<Record<string, number>> = { "0": 1, "1": 1.3, "2-plus": 1.75 };

/**
 * With each claim described, the claims are priced on how much of a claim each counts as (at
 * fault 1, not at fault a half, glass a third) instead of on the count alone: one at-fault claim
 * prices as the count did, each claim adds to the price, and a worse history is never cheaper.
 */
const motorClaimDetails: GroupRule = (items, context) => {
  const weight = items.reduce(
    (sum, item) => sum + (item.type === "windscreen" ? 0.3 : item.atFault === "no" ? 0.5 : 1),
    0,
  );
  const byWeight =
    weight <= 1 ? 1 + 0.3 * weight : weight <= 2 ? 1.3 + 0.45 * (weight - 1) : 1.75 + 0.35 * (weight - 2);
  return byWeight / (CLAIMS_COUNT[String(context.answers.claims ?? "0")] ?? 1);
};

/** Each other driver by age, licence and record: a young driver costs most. */
const otherDrivers: GroupRule = (items, context) =>
  items.reduce((product, item) => {
    const age = typeof item.dateOfBirth === "string" ? yearsBetween(item.dateOfBirth, context.today) : 40;
    const byAge = banded([
      [20, 1.45],
      [24, 1.25],
      [29, 1.08],
      [69, 0.98],
      [Number.POSITIVE_INFINITY, 1.08],
    ])(age, context);
    const licence = item.licenceType === "provisional-uk" ? 1.2 : 1;
    const record = item.claimsOrConvictions === "yes" ? 1.12 : 1;
    return product * byAge * licence * record;
  }, 1);

const motorPerson = {
  maritalStatus: { single: 1.08, married: 1, cohabiting: 1.03, divorced: 1.05, widowed: 0.98 },
  employmentStatus: {
    employed: 1,
    "self-employed": 1.02,
    student: 1.15,
    retired: 0.92,
    unemployed: 1.12,
    homemaker: 0.97,
  },
  occupation: {
    office: 1,
    accountant: 0.95,
    teacher: 0.93,
    nurse: 0.96,
    engineer: 0.97,
    it: 0.98,
    trades: 1.08,
    retail: 1.05,
    hospitality: 1.15,
    sales: 1.12,
    delivery: 1.3,
    creative: 1.18,
    emergency: 1.02,
    "armed-forces": 1.05,
    student: 1.15,
    retired: 0.9,
    "not-working": 1.1,
  },
  homeowner: noLoads(1.1),
  childrenUnder16: yesLoads(0.97),
  ukResidentSince: { birth: 1, "5-plus": 1.05, "1-4": 1.2, "under-1": 1.4 },
  unspentCriminalConvictions: yesLoads(1.3),
  insuranceRefused: yesLoads(1.35),
} satisfies Record<string, ChoiceTable>;

const motorVehicle = {
  fuelType: { petrol: 1, diesel: 1.03, hybrid: 1.08, electric: 1.15 },
  modified: yesLoads(1.25),
  imported: yesLoads(1.2),
  registeredKeeper: { you: 1, spouse: 1.02, parent: 1.1, company: 1.05, other: 1.15 },
  security: { factory: 1, "thatcham-alarm": 0.97, tracker: 0.95, none: 1.08 },
  dashcam: yesLoads(0.97),
  otherVehicles: { none: 1, "own-car": 0.95, "company-car": 0.93, "named-driver": 0.97 },
  licenceType: { "full-uk": 1, "provisional-uk": 1.3, eu: 1.15, international: 1.45 },
  // Protection is priced as its own line: about a tenth more to keep the discount after a claim.
  protectedNoClaims: yesLoads(1.1),
  voluntaryExcess: { "0": 1, "100": 0.98, "250": 0.95, "500": 0.9, "1000": 0.84 },
  classOfUse: { social: 0.9, commuting: 1, business: 1.12, "business-all": 1.2 },
} satisfies Record<string, ChoiceTable>;

const engineCapacity = banded([
  [0, 1],
  [1000, 0.9],
  [1400, 1],
  [1800, 1.1],
  [2500, 1.25],
  [Number.POSITIVE_INFINITY, 1.5],
]);

const motorNumbers = { engineCapacity, yearOfManufacture: vehicleAge, licenceYears };
const motorDates = { startDate: motorStartDate };
const motorGroups = { convictions, claimDetails: motorClaimDetails };

/** Body mass index bands: insurers load both under- and overweight. */
export function bmiRelativity(heightCm: number, weightKg: number): number {
  const bmi = weightKg / (heightCm / 100) ** 2;
  return banded([
    [18.4, 1.15],
    [29.9, 1],
    [34.9, 1.2],
    [39.9, 1.5],
    [Number.POSITIVE_INFINITY, 2],
  ])(bmi, { today: "", answers: {} });
}

/** What rebuilding or replacing more costs: less than in proportion, as most claims are partial. */
const sumInsured =
  (assumed: number): NumberRule =>
  (value) =>
    (value / assumed) ** 0.6;

export interface ProductAnswerRules {
  choices?: Readonly<Record<string, ChoiceTable>>;
  numbers?: Readonly<Record<string, NumberRule>>;
  dates?: Readonly<Record<string, (date: string, context: AnswerContext) => number>>;
  groups?: Readonly<Record<string, GroupRule>>;
}

export const answerRules: Readonly<Record<string, ProductAnswerRules>> = {
  car: {
    choices: { ...motorPerson, ...motorVehicle },
    numbers: motorNumbers,
    dates: motorDates,
    groups: { ...motorGroups, otherDrivers },
  },
  van: {
    choices: {
      ...motorPerson,
      ...motorVehicle,
      grossWeight: { "up-to-2000": 0.9, "2001-3500": 1 },
      signwritten: yesLoads(0.95),
      goodsCarried: { none: 0.9, tools: 1, parcels: 1.15, food: 1.05, "high-value": 1.3, hazardous: 1.5 },
      annualMileage: { "up-to-8000": 0.9, "8001-15000": 1, "15001-25000": 1.15, "over-25000": 1.3 },
      keptOvernight: { garage: 0.95, driveway: 1, street: 1.12 },
      toolsLeftOvernight: yesLoads(1.08),
      // Van no-claims discounts run a little below a car's: about 60% at nine years.
      noClaimsYears: {
        "0": 1,
        "1": 0.75,
        "2": 0.65,
        "3": 0.57,
        "4": 0.52,
        "5": 0.48,
        "6": 0.45,
        "7": 0.43,
        "8": 0.41,
        "9-plus": 0.39,
      },
    },
    numbers: motorNumbers,
    dates: motorDates,
    groups: { ...motorGroups, otherDrivers },
  },
  bike: {
    choices: {
      employmentStatus: motorPerson.employmentStatus,
      occupation: motorPerson.occupation,
      homeowner: motorPerson.homeowner,
      modified: motorVehicle.modified,
      voluntaryExcess: motorVehicle.voluntaryExcess,
      classOfUse: { social: 0.9, commuting: 1, business: 1.12 },
      bikeValue: { "under-2000": 0.85, "2000-5000": 1, "5001-10000": 1.2, "over-10000": 1.45 },
      annualMileage: { "up-to-2000": 0.9, "2001-4000": 1, "4001-7000": 1.1, "over-7000": 1.25 },
      security: { none: 1.25, "disc-lock": 1, chain: 0.92, "alarm-tracker": 0.88 },
      licenceType: { cbt: 1.35, a1: 1.15, a2: 1.05, a: 1 },
      noClaimsYears: {
        "0": 1,
        "1": 0.75,
        "2": 0.65,
        "3": 0.58,
        "4": 0.54,
        "5": 0.5,
        "6": 0.48,
        "7": 0.46,
        "8": 0.44,
        "9-plus": 0.42,
      },
      claims: { "0": 1, "1": 1.3, "2-plus": 1.75 },
    },
    numbers: { yearOfManufacture: vehicleAge },
    dates: motorDates,
    groups: motorGroups,
  },
  home: {
    choices: {
      wallConstruction: { "brick-stone": 1, concrete: 1.02, "timber-frame": 1.15, "non-standard": 1.35 },
      roofConstruction: { "tile-slate": 1, "flat-part": 1.05, "flat-most": 1.15, thatch: 1.8 },
      listedBuilding: yesLoads(1.3),
      accidentalDamage: yesLoads(1.12),
      voluntaryExcess: { "0": 1, "100": 0.97, "250": 0.93, "500": 0.88, "1000": 0.82 },
      occupancy: { owner: 1, tenant: 0.9, let: 1.25 },
      unoccupied: { never: 1, once: 1.08, often: 1.2 },
      businessUse: yesLoads(1.1),
      smokers: yesLoads(1.08),
      approvedLocks: noLoads(1.1),
      alarm: { none: 1, "bell-only": 0.97, monitored: 0.92 },
      floodRisk: yesLoads(1.35),
      subsidence: yesLoads(1.5),
      goodRepair: noLoads(1.3),
      unspentCriminalConvictions: yesLoads(1.3),
      insuranceRefused: yesLoads(1.35),
    },
    numbers: {
      yearBuilt: banded([
        [1899, 1.25],
        [1945, 1.12],
        [1999, 1],
        [Number.POSITIVE_INFINITY, 0.92],
      ]),
      rebuildCost: sumInsured(250_000),
      contentsValue: sumInsured(40_000),
    },
    dates: { startDate: homeStartDate },
    groups: {
      // Each item listed adds to the contents sum: about 1.5% of the price per £1,000.
      specifiedItems: (items) => 1 + items.reduce((sum, item) => sum + Number(item.value) / 1000, 0) * 0.015,
    },
  },
  life: {
    choices: {
      coverShape: { level: 1, decreasing: 0.7 },
      criticalIllness: yesLoads(2.4),
      jointPolicy: yesLoads(1.75),
      occupationRisk: {
        office: 1,
        "light-manual": 1.05,
        "heavy-manual": 1.2,
        hazardous: 1.5,
        "not-working": 1.05,
      },
      medicalConditions: yesLoads(1.6),
      familyHistory: yesLoads(1.15),
      hazardousPastimes: yesLoads(1.25),
    },
    numbers: {
      alcoholUnits: banded([
        [14, 1],
        [28, 1.15],
        [50, 1.4],
        [Number.POSITIVE_INFINITY, 1.8],
      ]),
    },
  },
  medical: {
    choices: {
      hospitalList: { local: 0.85, national: 1, full: 1.25 },
      sixWeekOption: yesLoads(0.8),
      therapies: noLoads(0.93),
      mentalHealth: yesLoads(1.1),
      underwriting: { moratorium: 1, "full-medical": 0.92 },
      medicalConditions: yesLoads(1.3),
      includePartner: yesLoads(1.9),
    },
    numbers: { children: (count) => 1 + 0.25 * count },
  },
  travel: {
    choices: {
      cruise: yesLoads(1.4),
      wintersports: yesLoads(1.3),
      cancellationCover: { "1000": 0.85, "3000": 1, "5000": 1.12, "10000": 1.3 },
      gadgetCover: yesLoads(1.15),
      awaitingTreatment: yesLoads(1.5),
    },
    groups: {
      // Medical costs abroad rise steeply with age: each older traveller adds to the price.
      travellerAges: (items) =>
        items.reduce((product, item) => {
          const age = Number(item.age);
          return product * (age >= 75 ? 1.8 : age >= 65 ? 1.3 : 1);
        }, 1),
      // The declared-conditions answer assumes one typical condition; the screening prices each.
      conditions: (items) =>
        items.reduce((product, item) => {
          const byKind: Record<string, number> = {
            heart: 1.6,
            diabetes: 1.3,
            respiratory: 1.2,
            cancer: 1.9,
            "mental-health": 1.15,
            other: 1.15,
          };
          return product * (byKind[String(item.category)] ?? 1.15) * (item.hospitalStay === "yes" ? 1.3 : 1);
        }, 1) / 1.3,
    },
  },
  pet: {
    choices: {
      neutered: noLoads(1.08),
      microchipped: noLoads(1.05),
      preExisting: yesLoads(1.1),
      vetFeeLimit: { "2000": 0.85, "4000": 1, "7500": 1.15, "12000": 1.3 },
      voluntaryExcess: { "0": 1, "100": 0.9, "250": 0.8, "500": 0.7 },
    },
    numbers: {
      purchasePrice: banded([
        [0, 0.98],
        [500, 1],
        [1500, 1.04],
        [3000, 1.08],
        [Number.POSITIVE_INFINITY, 1.15],
      ]),
    },
  },
  breakdown: {
    choices: {
      fuelType: { petrol: 1, diesel: 1, hybrid: 1.03, electric: 1.1 },
      annualMileage: { "up-to-8000": 1, "8001-15000": 1.1, "over-15000": 1.22 },
      callOuts: { "0": 1, "1": 1.2, "2-plus": 1.5 },
    },
  },
};

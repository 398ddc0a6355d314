import type { DetailAnswerView } from "./detail-answer-view";
import type { CoverageLevel, InsuranceType } from "./insurance";
import type { AnswerValue } from "./questions/full-answers";

/**
 * The optional second step of a quote: the questions UK insurers price each product on. Every
 * question has a stated default (the answer the first five questions' prices already assume),
 * so a request without details prices exactly as one with every default answered.
 */

/** One answer a question accepts: its value on the wire and its words on the page. */
type Choice = readonly [value: string, label: string];

export interface DetailQuestion {
  /** The question as the form asks it. */
  label: string;
  /** A line of help under the question. */
  hint: string;
  /** The field message when the answer is not one of the choices. */
  message: string;
  choices: readonly [Choice, ...Choice[]];
  /** The answer assumed when none is given; some follow the cover level (a travel level names its trip). */
  default: string | Readonly<Record<CoverageLevel, string>>;
}

const claims = [
  ["0", "None"],
  ["1", "One"],
  ["2-plus", "Two or more"],
] as const satisfies readonly Choice[];

const smoker = [
  ["no", "No"],
  ["yes", "Yes, or within the last 12 months"],
] as const satisfies readonly Choice[];

/** Car, van and bike insurers ask the same claims question. */
const motorClaims = {
  label: "Claims in the last 5 years",
  hint: "Any claim on a motor policy, whoever was at fault",
  message: "Please choose how many claims you have made in the last 5 years",
  choices: claims,
  default: "0",
} as const satisfies DetailQuestion;

export const detailQuestions = {
  car: {
    noClaimsYears: {
      label: "Years of no-claims bonus",
      hint: "Claim-free years on your own car policy",
      message: "Please choose your years of no-claims bonus",
      choices: [
        ["0", "None"],
        ["1", "1 year"],
        ["2", "2 years"],
        ["3", "3 years"],
        ["4", "4 years"],
        ["5", "5 years"],
        ["6", "6 years"],
        ["7", "7 years"],
        ["8", "8 years"],
        ["9-plus", "9 years or more"],
      ],
      default: "5",
    },
    claims: motorClaims,
    annualMileage: {
      label: "Miles a year",
      hint: "Your best estimate of the miles the car will do",
      message: "Please choose your annual mileage",
      choices: [
        ["up-to-5000", "Up to 5,000"],
        ["5001-8000", "5,001 to 8,000"],
        ["8001-12000", "8,001 to 12,000"],
        ["over-12000", "Over 12,000"],
      ],
      default: "5001-8000",
    },
    vehicleValue: {
      label: "What the car is worth",
      hint: "What it would cost to buy today",
      message: "Please choose what the car is worth",
      choices: [
        ["under-3000", "Under £3,000"],
        ["3000-7500", "£3,000 to £7,500"],
        ["7501-15000", "£7,501 to £15,000"],
        ["15001-30000", "£15,001 to £30,000"],
        ["over-30000", "Over £30,000"],
      ],
      default: "3000-7500",
    },
    keptOvernight: {
      label: "Where it is kept overnight",
      hint: "Where the car usually stays at night",
      message: "Please choose where the car is kept overnight",
      choices: [
        ["garage", "In a locked garage"],
        ["driveway", "On a driveway"],
        ["street", "On the street"],
      ],
      default: "driveway",
    },
  },
  van: {
    vanUse: {
      label: "What the van is used for",
      hint: "Business use covers carrying your own goods and tools",
      message: "Please choose what the van is used for",
      choices: [
        ["social", "Social and domestic only"],
        ["commuting", "Social and commuting"],
        ["business", "Business: your own goods and tools"],
        ["haulage", "Carrying goods for others (courier or haulage)"],
      ],
      default: "business",
    },
    vehicleValue: {
      label: "What the van is worth",
      hint: "What it would cost to buy today",
      message: "Please choose what the van is worth",
      choices: [
        ["under-5000", "Under £5,000"],
        ["5000-10000", "£5,000 to £10,000"],
        ["10001-20000", "£10,001 to £20,000"],
        ["over-20000", "Over £20,000"],
      ],
      default: "5000-10000",
    },
    claims: motorClaims,
  },
  bike: {
    engineSize: {
      label: "Engine size",
      hint: "The bike's engine capacity",
      message: "Please choose the engine size",
      choices: [
        ["up-to-125", "Up to 125cc"],
        ["126-650", "126cc to 650cc"],
        ["651-1000", "651cc to 1,000cc"],
        ["over-1000", "Over 1,000cc"],
      ],
      default: "126-650",
    },
    yearsRiding: {
      label: "Years riding on a full licence",
      hint: "Years since you passed your full motorcycle test (or CBT, if you have no full licence)",
      message: "Please choose how long you have been riding",
      choices: [
        ["under-1", "Under a year"],
        ["1-2", "1 to 2 years"],
        ["3-5", "3 to 5 years"],
        ["over-5", "Over 5 years"],
      ],
      default: "3-5",
    },
    keptOvernight: {
      label: "Where it is kept overnight",
      hint: "Where the bike usually stays at night",
      message: "Please choose where the bike is kept overnight",
      choices: [
        ["garage", "In a locked garage"],
        ["driveway", "On a driveway"],
        ["street", "On the street"],
      ],
      default: "garage",
    },
  },
  home: {
    coverType: {
      label: "What to cover",
      hint: "Buildings is the structure; contents is what you would take with you",
      message: "Please choose what to cover",
      choices: [
        ["buildings", "Buildings only"],
        ["contents", "Contents only"],
        ["both", "Buildings and contents"],
      ],
      default: { basic: "buildings", standard: "both", comprehensive: "both" },
    },
    propertyType: {
      label: "Type of property",
      hint: "The kind of home to insure",
      message: "Please choose the type of property",
      choices: [
        ["flat", "Flat"],
        ["terraced", "Terraced house"],
        ["semi-detached", "Semi-detached house"],
        ["detached", "Detached house"],
      ],
      default: "semi-detached",
    },
    bedrooms: {
      label: "Bedrooms",
      hint: "Insurers use bedrooms to estimate the rebuild cost and contents",
      message: "Please choose how many bedrooms the property has",
      choices: [
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
        ["4", "4"],
        ["5-plus", "5 or more"],
      ],
      default: "3",
    },
    claims: {
      label: "Home insurance claims in the last 5 years",
      hint: "Any claim at this or a previous address",
      message: "Please choose how many claims you have made in the last 5 years",
      choices: claims,
      default: "0",
    },
  },
  travel: {
    tripType: {
      label: "Kind of policy",
      hint: "Annual multi-trip covers every trip you take in a year",
      message: "Please choose single trip or annual multi-trip",
      choices: [
        ["single", "Single trip"],
        ["annual", "Annual multi-trip"],
      ],
      default: { basic: "single", standard: "annual", comprehensive: "annual" },
    },
    region: {
      label: "Where you are going",
      hint: "The USA, Canada and the Caribbean cost more because medical care there does",
      message: "Please choose where you are going",
      choices: [
        ["europe", "Europe"],
        ["worldwide-excluding-usa", "Worldwide, excluding the USA, Canada and the Caribbean"],
        ["worldwide-including-usa", "Worldwide, including the USA, Canada and the Caribbean"],
      ],
      default: { basic: "europe", standard: "europe", comprehensive: "worldwide-including-usa" },
    },
    tripLength: {
      label: "Length of trip",
      hint: "For annual cover, the longest single trip",
      message: "Please choose the length of the trip",
      choices: [
        ["up-to-8", "Up to 8 days"],
        ["9-17", "9 to 17 days"],
        ["18-31", "18 to 31 days"],
        ["32-45", "32 to 45 days"],
      ],
      default: "18-31",
    },
    travellers: {
      label: "Who is travelling",
      hint: "Everyone on the policy",
      message: "Please choose who is travelling",
      choices: [
        ["1", "Just me"],
        ["couple", "Me and a partner"],
        ["family", "A family: two adults and their children"],
      ],
      default: "1",
    },
    medicalConditions: {
      label: "Medical conditions to declare",
      hint: "Any condition treated or under investigation in the last 2 years, for anyone travelling",
      message: "Please say whether anyone has a medical condition to declare",
      choices: [
        ["none", "None"],
        ["declared", "Yes, one or more"],
      ],
      default: "none",
    },
  },
  pet: {
    species: {
      label: "Dog or cat",
      hint: "The pet to insure",
      message: "Please choose dog or cat",
      choices: [
        ["dog", "Dog"],
        ["cat", "Cat"],
      ],
      default: "dog",
    },
    breedGroup: {
      label: "Breed",
      hint: "Some pedigrees (French Bulldogs, Dachshunds, Persians) claim far more than average",
      message: "Please choose the breed group",
      choices: [
        ["mixed", "Crossbreed or mixed breed"],
        ["pedigree", "Pedigree"],
        ["high-claim-pedigree", "Pedigree prone to costly conditions"],
      ],
      default: "mixed",
    },
    petAge: {
      label: "Your pet's age",
      hint: "Its age today",
      message: "Please choose your pet's age",
      choices: [
        ["under-1", "Under 1 year"],
        ["1-3", "1 to 3 years"],
        ["4-6", "4 to 6 years"],
        ["7-8", "7 to 8 years"],
        ["9-plus", "9 years or older"],
      ],
      default: "1-3",
    },
    policyType: {
      label: "Kind of cover",
      hint: "Lifetime cover renews its vet fee limit every year, for life",
      message: "Please choose the kind of cover",
      choices: [
        ["time-limited", "Time-limited (12 months per condition)"],
        ["maximum-benefit", "Maximum benefit (a limit per condition)"],
        ["lifetime", "Lifetime"],
      ],
      default: { basic: "time-limited", standard: "maximum-benefit", comprehensive: "lifetime" },
    },
  },
  breakdown: {
    coverType: {
      label: "Kind of breakdown cover",
      hint: "National recovery takes you and the car anywhere in the UK",
      message: "Please choose the kind of breakdown cover",
      choices: [
        ["roadside", "Roadside assistance only"],
        ["national-recovery", "Roadside and national recovery"],
        ["home-start", "Roadside, national recovery and home start"],
        ["european", "All of that, plus European cover"],
      ],
      default: { basic: "roadside", standard: "home-start", comprehensive: "european" },
    },
    vehicleAge: {
      label: "Age of the car",
      hint: "Years since it was first registered",
      message: "Please choose the age of the car",
      choices: [
        ["under-5", "Under 5 years"],
        ["5-10", "5 to 10 years"],
        ["11-15", "11 to 15 years"],
        ["over-15", "Over 15 years"],
      ],
      default: "5-10",
    },
    coveredFor: {
      label: "Who or what is covered",
      hint: "Vehicle cover goes with the car, whoever drives it; personal cover goes with you, in any car",
      message: "Please choose who or what the cover is for",
      choices: [
        ["vehicle", "The car, whoever is driving"],
        ["personal", "You, in any car"],
        ["joint", "You and one other person, in any car"],
        ["family", "Everyone living with you, in any car"],
      ],
      default: "vehicle",
    },
  },
  life: {
    sumAssured: {
      label: "Sum assured",
      hint: "What the policy pays out",
      message: "Please choose the sum assured",
      choices: [
        ["50000", "£50,000"],
        ["100000", "£100,000"],
        ["200000", "£200,000"],
        ["350000", "£350,000"],
        ["500000", "£500,000"],
        ["750000", "£750,000"],
      ],
      default: { basic: "100000", standard: "200000", comprehensive: "350000" },
    },
    term: {
      label: "Term",
      hint: "How long the cover lasts",
      message: "Please choose the term",
      choices: [
        ["10", "10 years"],
        ["15", "15 years"],
        ["20", "20 years"],
        ["25", "25 years"],
        ["30", "30 years"],
      ],
      default: "20",
    },
    smoker: {
      label: "Do you smoke or vape?",
      hint: "Including nicotine replacement",
      message: "Please say whether you smoke",
      choices: smoker,
      default: "no",
    },
  },
  medical: {
    outpatientLimit: {
      label: "Out-patient cover",
      hint: "Consultations and tests that do not need a hospital bed",
      message: "Please choose the out-patient cover",
      choices: [
        ["none", "None"],
        ["500", "Up to £500"],
        ["1000", "Up to £1,000"],
        ["1500", "Up to £1,500"],
        ["full", "Full cover"],
      ],
      default: { basic: "none", standard: "1000", comprehensive: "full" },
    },
    excess: {
      label: "Excess",
      hint: "What you pay towards a claim each year",
      message: "Please choose the excess",
      choices: [
        ["0", "None"],
        ["100", "£100"],
        ["250", "£250"],
        ["500", "£500"],
        ["1000", "£1,000"],
      ],
      default: "0",
    },
    smoker: {
      label: "Do you smoke or vape?",
      hint: "Including nicotine replacement",
      message: "Please say whether you smoke",
      choices: smoker,
      default: "no",
    },
  },
} as const satisfies Record<InsuranceType, Record<string, DetailQuestion>>;

type Questions = typeof detailQuestions;
/** The questions' keys for one product, e.g. "noClaimsYears" for car. */
export type DetailKey<T extends InsuranceType> = keyof Questions[T] & string;
/** The answers one question accepts. */
export type DetailAnswer<T extends InsuranceType, K extends DetailKey<T>> = Questions[T][K] extends {
  choices: readonly (infer C)[];
}
  ? C extends readonly [infer V, string]
    ? V
    : never
  : never;
/**
 * A product's answers, each optional, with the product named: the refine questions typed by their
 * choices, and the rest of the full quote's answers (`questions/`) by their kind.
 */
export type ProductDetails<T extends InsuranceType> = { insuranceType: T } & {
  [K in DetailKey<T>]?: DetailAnswer<T, K>;
} & { readonly [question: string]: AnswerValue | undefined };
/** Every answer of a product: given or defaulted. */
export type ResolvedDetails<T extends InsuranceType = InsuranceType> = { insuranceType: T } & {
  [K in DetailKey<T>]: DetailAnswer<T, K>;
};

/** The question list of a product, in the order the form asks them. */
export function questionsOf(type: InsuranceType): Array<[key: string, question: DetailQuestion]> {
  return Object.entries(detailQuestions[type]);
}

export function defaultAnswer(question: DetailQuestion, level: CoverageLevel): string {
  return typeof question.default === "string" ? question.default : question.default[level];
}

/** The answers a cover level's prices assume when the visitor has not said otherwise. */
export function detailDefaults<T extends InsuranceType>(type: T, level: CoverageLevel): ResolvedDetails<T> {
  const answers: Record<string, string> = { insuranceType: type };
  for (const [key, question] of questionsOf(type)) answers[key] = defaultAnswer(question, level);
  return answers as ResolvedDetails<T>;
}

/** The words for an answer, e.g. "9 years or more"; the value itself when it is not a choice. */
export function answerLabel(type: InsuranceType, key: string, value: string): string {
  const question = (detailQuestions[type] as Record<string, DetailQuestion>)[key];
  return question?.choices.find(([choice]) => choice === value)?.[1] ?? value;
}

export const detailsMessages = {
  insuranceType: "Please send the details of the insurance type you are quoting for",
  unknownQuestion: "This question is not asked for this insurance type",
} as const;

/** Every question of a product with the answer priced and whether it was given or assumed. */
export function detailAnswers(
  type: InsuranceType,
  level: CoverageLevel,
  given: Readonly<Record<string, unknown>> | undefined,
): DetailAnswerView[] {
  return questionsOf(type).map(([key, question]) => {
    const answer = given?.[key] === undefined ? defaultAnswer(question, level) : String(given[key]);
    return {
      question: key,
      label: question.label,
      answer,
      answerLabel: answerLabel(type, key, answer),
      source: given?.[key] === undefined ? "default" : "given",
    };
  });
}

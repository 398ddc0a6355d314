import {
  type AnswerValue,
  answerLabel,
  assumedAnswer,
  type CoverageLevel,
  choicesOf,
  type DetailQuestion,
  defaultAnswer,
  type GroupItem,
  type InsuranceType,
  type Question,
  questionSets,
  questionsOf,
  questionsOfSet,
  todayIso,
} from "@plummet/contracts";
import { type AnswerContext, answerRules, bmiRelativity } from "./answer-relativities";

/**
 * Relativities of the product questions (the quote's details), per product, question and answer.
 * Only ratios matter: an answer moves the price by its relativity over the relativity of the
 * question's default at the cover level priced, so default answers multiply by exactly 1 and a
 * request without details prices as it always has. Sources are in apps/api/README.md ("Pricing").
 */
export const detailRelativities: {
  [T in InsuranceType]: Record<string, Record<string, number>>;
} = {
  car: {
    // The usual UK no-claims bonus scale: 30% off after one year, rising to about 70% at nine.
    noClaimsYears: {
      "0": 1,
      "1": 0.7,
      "2": 0.6,
      "3": 0.5,
      "4": 0.45,
      "5": 0.4,
      "6": 0.38,
      "7": 0.36,
      "8": 0.34,
      "9-plus": 0.3,
    },
    claims: { "0": 1, "1": 1.3, "2-plus": 1.75 },
    annualMileage: { "up-to-5000": 0.9, "5001-8000": 1, "8001-12000": 1.1, "over-12000": 1.22 },
    vehicleValue: {
      "under-3000": 0.9,
      "3000-7500": 1,
      "7501-15000": 1.15,
      "15001-30000": 1.35,
      "over-30000": 1.65,
    },
    keptOvernight: { garage: 0.95, driveway: 1, street: 1.12 },
  },
  van: {
    vanUse: { social: 0.82, commuting: 0.9, business: 1, haulage: 1.5 },
    vehicleValue: { "under-5000": 0.9, "5000-10000": 1, "10001-20000": 1.15, "over-20000": 1.35 },
    claims: { "0": 1, "1": 1.3, "2-plus": 1.75 },
  },
  bike: {
    engineSize: { "up-to-125": 0.75, "126-650": 1, "651-1000": 1.35, "over-1000": 1.6 },
    yearsRiding: { "under-1": 1.45, "1-2": 1.2, "3-5": 1, "over-5": 0.88 },
    keptOvernight: { garage: 1, driveway: 1.15, street: 1.35 },
  },
  home: {
    // Against buildings and contents together; buildings alone is the basic level's base rate.
    coverType: { buildings: 0.6, contents: 0.45, both: 1 },
    propertyType: { flat: 0.8, terraced: 0.92, "semi-detached": 1, detached: 1.15 },
    bedrooms: { "1": 0.75, "2": 0.88, "3": 1, "4": 1.15, "5-plus": 1.35 },
    claims: { "0": 1, "1": 1.25, "2-plus": 1.6 },
  },
  travel: {
    // Single European trip 1; an annual policy about 2.2 times; worldwide with the USA twice Europe.
    tripType: { single: 1, annual: 2.2 },
    region: { europe: 1, "worldwide-excluding-usa": 1.5, "worldwide-including-usa": 2 },
    tripLength: { "up-to-8": 0.7, "9-17": 0.85, "18-31": 1, "32-45": 1.25 },
    travellers: { "1": 1, couple: 1.8, family: 2.4 },
    medicalConditions: { none: 1, declared: 1.75 },
  },
  pet: {
    species: { dog: 1, cat: 0.62 },
    breedGroup: { mixed: 1, pedigree: 1.25, "high-claim-pedigree": 1.8 },
    petAge: { "under-1": 0.85, "1-3": 1, "4-6": 1.3, "7-8": 1.75, "9-plus": 2.5 },
    // The three kinds of policy, in the ratio of the product's basic, standard and premium rates.
    policyType: { "time-limited": 0.59, "maximum-benefit": 1, lifetime: 1.55 },
  },
  breakdown: {
    coverType: { roadside: 0.475, "national-recovery": 0.8, "home-start": 1, european: 2.06 },
    vehicleAge: { "under-5": 0.9, "5-10": 1, "11-15": 1.12, "over-15": 1.3 },
    // Personal cover follows the people in any car, so it is called out more than one car's.
    coveredFor: { vehicle: 1, personal: 1.25, joint: 1.55, family: 1.85 },
  },
  life: {
    // A policy fee plus a rate per £1,000 assured: (26 + 1.04 x thousands) / the £200,000 premium.
    sumAssured: {
      "50000": 78 / 234,
      "100000": 130 / 234,
      "200000": 1,
      "350000": 390 / 234,
      "500000": 546 / 234,
      "750000": 806 / 234,
    },
    term: { "10": 0.62, "15": 0.8, "20": 1, "25": 1.22, "30": 1.48 },
    smoker: { no: 1, yes: 2.2 },
  },
  medical: {
    outpatientLimit: { none: 0.8, "500": 0.9, "1000": 1, "1500": 1.06, full: 1.2 },
    excess: { "0": 1, "100": 0.93, "250": 0.84, "500": 0.74, "1000": 0.62 },
    smoker: { no: 1, yes: 1.2 },
  },
};

/**
 * A multiplier as the answer states it: to six decimal places, the precision of the engine's
 * tables (factors of two or three decimals multiplied together), so 0.94 x 0.95 reads 0.893,
 * not 0.8929999999999999. Only the figure shown is rounded; amounts come from the exact product.
 */
export function roundMultiplier(multiplier: number): number {
  return Math.round(multiplier * 1e6) / 1e6;
}

/** The answers given with a request: question key to answer (never the product name). */
export type GivenDetails = Readonly<Record<string, AnswerValue | undefined>>;

/** One answer that moves the market price, as it shows in the breakdown. */
export interface DetailFactor {
  question: string;
  label: string;
  multiplier: number;
}

/** The answer to each question priced: the one given, else the default for the cover level. */
export function resolvedAnswers(
  type: InsuranceType,
  level: CoverageLevel,
  given: GivenDetails | undefined,
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [key, question] of questionsOf(type))
    answers[key] = given?.[key] === undefined ? defaultAnswer(question, level) : String(given[key]);
  return answers;
}

/** Every answer an insurer's appetite can decline on: the refine answers resolved, and each other choice given. */
export function choiceAnswers(
  type: InsuranceType,
  level: CoverageLevel,
  given: GivenDetails | undefined,
): Record<string, string> {
  const answers = resolvedAnswers(type, level, given);
  for (const [key, value] of Object.entries(given ?? {})) if (typeof value === "string") answers[key] = value;
  return answers;
}

function relativity(type: InsuranceType, key: string, answer: string): number {
  const value = detailRelativities[type][key]?.[answer];
  if (value === undefined) throw new Error(`No relativity for ${type} ${key}=${answer}`);
  return value;
}

/** The questions the built-in panel prices beyond the refine ones, in the full quote's order. */
const pricedFullQuestions = Object.fromEntries(
  Object.entries(questionSets).map(([type, set]) => {
    const refine = new Set(questionsOf(type as InsuranceType).map(([key]) => key));
    return [type, questionsOfSet(set).filter((question) => question.priced && !refine.has(question.id))];
  }),
) as unknown as Readonly<Record<InsuranceType, readonly Question[]>>;

const BODY_MASS = new Set(["heightCm", "weightKg"]);

/** A full-quote answer's relativity over its assumption's; 1 when it moves nothing. */
function fullAnswerRatio(
  type: InsuranceType,
  question: Question,
  answer: AnswerValue,
  level: CoverageLevel,
  context: AnswerContext,
): number {
  const rules = answerRules[type] ?? {};
  const choices = rules.choices?.[question.id];
  if (choices) {
    const assumed = assumedAnswer(question, level);
    const value = choices[String(answer)];
    if (value === undefined) throw new Error(`No relativity for ${type} ${question.id}=${String(answer)}`);
    return value / (assumed === undefined ? 1 : (choices[String(assumed)] ?? 1));
  }
  const rule = rules.numbers?.[question.id];
  if (rule) {
    const assumed = assumedAnswer(question, level);
    return rule(Number(answer), context) / (assumed === undefined ? 1 : rule(Number(assumed), context));
  }
  const dateRule = rules.dates?.[question.id];
  if (dateRule) return dateRule(String(answer), context);
  const groupRule = rules.groups?.[question.id];
  if (groupRule) return Array.isArray(answer) ? groupRule(answer as GroupItem[], context) : 1;
  throw new Error(`No pricing rule for ${type} ${question.id}`);
}

/** How a factor reads in the breakdown: the question and the answer's words, never typed text. */
function fullAnswerLabel(question: Question, answer: AnswerValue): string {
  if (Array.isArray(answer)) {
    const codes = question.id === "convictions" ? `: ${answer.map((item) => item.code).join(", ")}` : "";
    return `${question.label.replace(/^Tell us about each /, "Each ")} (${answer.length})${codes}`;
  }
  const words = choicesOf(question)?.find((choice) => choice.value === answer)?.label;
  if (words) return `${question.label}: ${words}`;
  if (question.kind === "date") return question.label;
  const unit = "unit" in question && question.unit ? ` ${question.unit}` : "";
  return `${question.label}: ${question.kind === "money" ? `£${Number(answer).toLocaleString("en-GB")}` : `${answer}${unit}`}`;
}

/**
 * The factors of the answers given that differ from their assumption: the refine questions first
 * (in the refine form's order, as quick quotes always priced them), then the full quote's in its
 * order. An answer that moves nothing adds no step.
 */
export function detailFactors(
  type: InsuranceType,
  level: CoverageLevel,
  given: GivenDetails | undefined,
  today: string = todayIso(),
): DetailFactor[] {
  if (!given) return [];
  const factors: DetailFactor[] = [];
  const push = (question: string, label: string, ratio: number) => {
    // Rounded so the breakdown reads 0.75, not 0.7499999999999999; the price uses the same figure.
    const multiplier = roundMultiplier(ratio);
    if (multiplier !== 1) factors.push({ question, label, multiplier });
  };
  for (const [key, question] of questionsOf(type) as Array<[string, DetailQuestion]>) {
    const answer = given[key];
    if (answer === undefined) continue;
    const ratio =
      relativity(type, key, String(answer)) / relativity(type, key, defaultAnswer(question, level));
    push(key, `${question.label}: ${answerLabel(type, key, String(answer))}`, ratio);
  }
  const context = { today, answers: given };
  for (const question of pricedFullQuestions[type]) {
    const answer = given[question.id];
    if (answer === undefined || BODY_MASS.has(question.id)) continue;
    push(
      question.id,
      fullAnswerLabel(question, answer),
      fullAnswerRatio(type, question, answer, level, context),
    );
  }
  if (given.heightCm !== undefined || given.weightKg !== undefined) {
    const ratio =
      bmiRelativity(Number(given.heightCm ?? 172), Number(given.weightKg ?? 75)) / bmiRelativity(172, 75);
    push(
      given.weightKg === undefined ? "heightCm" : "weightKg",
      "Height and weight (body mass index)",
      ratio,
    );
  }
  return factors;
}

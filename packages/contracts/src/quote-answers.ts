import { z } from "zod/mini";
import type { InsuranceType } from "./insurance";
import { insuranceTypes } from "./insurance-types";
import { questionSets } from "./questions";
import { answersSchema, type GroupItem, isIsoDate, todayIso, yearsBetween } from "./questions/full-answers";
import { isAsked, questionsOfSet } from "./questions/question";
import { detailsMessages, type ProductDetails } from "./quote-details";

export * from "./questions/example-answers";
export * from "./questions/full-answers";

/**
 * Each product's answers schema on its own, built from its question set: the refine step and the
 * full quote validate with these, and the API with the union below.
 */
export const productDetailsSchemas = Object.fromEntries(
  insuranceTypes.map((type) => [
    type,
    answersSchema(type, questionSets[type], detailsMessages.unknownQuestion),
  ]),
) as unknown as { [T in InsuranceType]: z.ZodMiniType<ProductDetails<T>, ProductDetails<T>> };

const productSchemas = Object.values(productDetailsSchemas) as unknown as [
  z.ZodMiniObject,
  ...z.ZodMiniObject[],
];

/**
 * The optional answers of a quote request, discriminated by `insuranceType`, which must match the
 * request's: today's refine answers and the full quote's alike. Unknown questions, questions not
 * asked on the answers given, and answers outside a question's rule are refused field by field.
 */
export const QuoteDetails = z
  .discriminatedUnion("insuranceType", productSchemas, { error: detailsMessages.insuranceType })
  .register(z.globalRegistry, {
    description:
      "Optional answers to the product's questions (GET /api/questions/{insuranceType} lists them). Each question left out takes its stated assumption, so a request without details prices as a quick quote.",
    id: "QuoteDetails",
  }) as unknown as z.ZodMiniType<
  { [T in InsuranceType]: ProductDetails<T> }[InsuranceType],
  { [T in InsuranceType]: ProductDetails<T> }[InsuranceType]
>;
export type QuoteDetails = z.output<typeof QuoteDetails>;

/** A number of years as parsed (a number) or as a form holds it (text of digits). */
function wholeYears(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

/** The youngest a driver can hold a full car or van licence. */
const DRIVING_AGE = 17;

export const ageRuleMessages = {
  dateOfBirth: (years: number, age: number) =>
    `Your date of birth makes you ${years}, but you gave your age as ${age}: check both`,
  licenceYears: (most: number) =>
    most === 0
      ? "You cannot have held a licence for a year or more yet: drivers start at 17"
      : `You can have held a licence for at most ${most} years: drivers start at 17`,
  otherDriverAge: "Each other driver must be at least 17",
} as const;

/**
 * The answers that must agree with the applicant's age (and each other driver's with their date of
 * birth): a date of birth that gives another age, a licence held since before the driver was 17.
 */
export function answersAgainstAge(
  details: Readonly<Record<string, unknown>>,
  age: number,
  today = todayIso(),
): Array<{ path: (string | number)[]; message: string }> {
  const issues: Array<{ path: (string | number)[]; message: string }> = [];
  const dateOfBirth = details.dateOfBirth;
  if (typeof dateOfBirth === "string" && isIsoDate(dateOfBirth)) {
    const years = yearsBetween(dateOfBirth, today);
    if (years !== age)
      issues.push({ path: ["dateOfBirth"], message: ageRuleMessages.dateOfBirth(years, age) });
  }
  const licenceYears = wholeYears(details.licenceYears);
  if (licenceYears !== undefined && licenceYears > Math.max(0, age - DRIVING_AGE)) {
    issues.push({
      path: ["licenceYears"],
      message: ageRuleMessages.licenceYears(Math.max(0, age - DRIVING_AGE)),
    });
  }
  const drivers = Array.isArray(details.otherDrivers) ? (details.otherDrivers as GroupItem[]) : [];
  drivers.forEach((driver, index) => {
    if (typeof driver.dateOfBirth !== "string" || !isIsoDate(driver.dateOfBirth)) return;
    const driverAge = yearsBetween(driver.dateOfBirth, today);
    if (driverAge < DRIVING_AGE) {
      issues.push({ path: ["otherDrivers", index, "dateOfBirth"], message: ageRuleMessages.otherDriverAge });
    } else if ((wholeYears(driver.licenceYears) ?? 0) > driverAge - DRIVING_AGE) {
      issues.push({
        path: ["otherDrivers", index, "licenceYears"],
        message: ageRuleMessages.licenceYears(driverAge - DRIVING_AGE),
      });
    }
  });
  return issues;
}

/**
 * The questions of the product's full quote still to answer: each asked (on the answers given) and
 * not optional. None left means the set was priced on full answers, not a quick quote's assumptions.
 */
export function unansweredQuestions(
  type: InsuranceType,
  answers: Readonly<Record<string, unknown>>,
  level: "basic" | "standard" | "comprehensive" = "standard",
): string[] {
  const set = questionSets[type];
  return questionsOfSet(set)
    .filter(
      (question) =>
        !question.optional && answers[question.id] === undefined && isAsked(question, set, answers, level),
    )
    .map((question) => question.id);
}

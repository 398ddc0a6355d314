import type {
  DetailAnswerView,
  InsuranceType,
  QuoteDetails,
  QuoteRequestInput,
  QuoteSetResponse,
} from "@plummet/contracts";
import { apiProblem } from "../../../lib/api-problem";
import { rememberedAnswers } from "../shared/saved-quotes";

/** The product answers as the form holds them: question key to answer value. */
export type DetailFormValues = Record<string, string>;

/** The form's starting answers: those the quote set was priced on (given or assumed). */
export function answersOf(details: readonly DetailAnswerView[]): DetailFormValues {
  return Object.fromEntries(details.map((answer) => [answer.question, answer.answer]));
}

/**
 * The first five answers for a new quote set of the same product and level, when this browser
 * tab still holds them (the visitor quoted here); undefined otherwise, as for a set opened from
 * an email link, whose age, postcode and email the API never answers back.
 */
export function knownAnswers(set: Pick<QuoteSetResponse, "insuranceType" | "coverageAmount">) {
  const answers = rememberedAnswers();
  if (answers.insuranceType !== set.insuranceType || answers.coverageAmount !== set.coverageAmount)
    return undefined;
  const { age, postcode, email } = answers;
  if (typeof age !== "string" || typeof postcode !== "string" || typeof email !== "string") return undefined;
  return {
    insuranceType: set.insuranceType,
    coverageAmount: set.coverageAmount,
    age,
    postcode,
    email,
    marketingOptIn: answers.marketingOptIn === true,
  } satisfies QuoteRequestInput;
}

/**
 * The details to send: every answer the visitor changed from the one priced, and every answer
 * they gave before. Untouched defaults stay defaults, so the new set still says they were assumed.
 */
export function detailsToSend(
  type: InsuranceType,
  priced: readonly DetailAnswerView[],
  values: DetailFormValues,
): QuoteDetails {
  const given: Record<string, string> = { insuranceType: type };
  for (const answer of priced) {
    const value = values[answer.question];
    if (value === undefined) continue;
    if (value !== answer.answer || answer.source === "given") given[answer.question] = value;
  }
  return given as QuoteDetails;
}

/** A 400's field problems, split into the product questions' and the rest. */
export function issuesOf(error: unknown): { details: Record<string, string>; other: string[] } | undefined {
  const problem = apiProblem(error);
  if (problem.status !== 400) return undefined;
  const details: Record<string, string> = {};
  const other: string[] = [];
  for (const issue of problem.issues) {
    if (issue.path.startsWith("details.") && issue.path !== "details.insuranceType") {
      details[issue.path.slice("details.".length)] = issue.message;
    } else other.push(issue.message);
  }
  return { details, other };
}

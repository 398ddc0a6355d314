import {
  type AnswerValue,
  answersAgainstAge,
  type CoverageLevel,
  createQuoteRequestSchema,
  type InsuranceType,
  productDetailsSchemas,
  type Question,
  type QuestionSet,
} from "@plummet/contracts";
import { type FieldErrors, fieldErrorsOf } from "../../../lib/form-errors";
import type { QuickAnswers } from "../shared/full-quote-draft";
import { answersToSend, askedQuestions, isBlank } from "./full-quote-state";

const quickSchema = createQuoteRequestSchema();

/** The first page's problems: the quick quote's rules and messages, as the quote form gives them. */
export function quickErrors(type: InsuranceType, quick: QuickAnswers): FieldErrors {
  const result = quickSchema.safeParse({ insuranceType: type, ...quick });
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/** A field's key in the errors: the question's id, or "group.index.field" inside a group. */
export const errorKey = (path: readonly PropertyKey[]) => path.map(String).join(".");

/**
 * A step's problems, by field: each question asked and not optional left blank (or a group asked
 * with no item), then what the product's shared schema refuses among this step's answers, then the
 * answers that must agree with the applicant's age. The same schema and messages as the API.
 */
export function stepErrors(
  type: InsuranceType,
  set: QuestionSet,
  questions: readonly Question[],
  answers: Record<string, AnswerValue>,
  quick: QuickAnswers,
): FieldErrors {
  const level = quick.coverageAmount as CoverageLevel;
  const asked = askedQuestions(set, questions, answers, level);
  const errors: FieldErrors = {};
  for (const question of asked) {
    const answer = answers[question.id];
    if (question.optional) continue;
    if (question.kind === "group") {
      if (!Array.isArray(answer) || answer.length === 0) errors[question.id] = question.message;
      else {
        answer.forEach((item, index) => {
          for (const field of question.fields) {
            if (!field.optional && isBlank(item[field.id]))
              errors[`${question.id}.${index}.${field.id}`] = field.message;
          }
        });
      }
    } else if (isBlank(answer)) {
      errors[question.id] = question.message;
    }
  }
  const ids = new Set(asked.map((question) => question.id));
  const details = { insuranceType: type, ...answersToSend(set, answers, level) };
  const parsed = productDetailsSchemas[type].safeParse(details);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = errorKey(issue.path);
      if (ids.has(String(issue.path[0])) && !errors[key] && !errors[String(issue.path[0])])
        errors[key] = issue.message;
    }
  }
  const age = Number(quick.age);
  if (Number.isInteger(age)) {
    for (const issue of answersAgainstAge(details, age)) {
      const key = errorKey(issue.path);
      if (ids.has(String(issue.path[0]))) errors[key] ??= issue.message;
    }
  }
  return errors;
}

import { z } from "zod/mini";
import type { InsuranceType } from "../insurance";
import { insuranceTypeLabels } from "../insurance-types";
import {
  choicesOf,
  type DateLimits,
  type FieldQuestion,
  isAsked,
  type Question,
  type QuestionSet,
  questionsOfSet,
} from "./question";

/** One answer on the wire: a choice or text, a number, or a repeatable group's items. */
export type AnswerValue = string | number | GroupItem[];
export type GroupItem = Record<string, string | number>;
/** A product's answers by question id (the quote's `details` without the product's name). */
export type Answers = Readonly<Record<string, AnswerValue>>;

export const fullAnswerMessages = {
  notAsked: (label: string, condition: string) => `"${label}" is only asked when ${condition}`,
  tooManyItems: (max: number, itemName: string) => `Add up to ${max} ${itemName}s`,
  date: "Enter a real date as YYYY-MM-DD, for example 2026-03-14",
  dateInFuture: "The date must be today or in the past",
  dateTooFarAhead: (days: number) => `The date must be within ${days} days from today`,
  dateTooLongAgo: (years: number) => `The date must be within the last ${years} years`,
  dateBeforeStart: "The date must be today or later",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today as YYYY-MM-DD in UTC (the API's and the form's clock). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether text is a real calendar date in YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole years from one YYYY-MM-DD date to another (an age on a day). */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

function shiftYears(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The message for a date outside its limits (a date of birth is checked with the applicant's age). */
export function dateLimitMessage(value: string, limits: DateLimits, today = todayIso()): string | undefined {
  if (value < shiftYears(today, -limits.earliest.yearsAgo)) {
    return limits.earliest.yearsAgo === 0
      ? fullAnswerMessages.dateBeforeStart
      : fullAnswerMessages.dateTooLongAgo(limits.earliest.yearsAgo);
  }
  if (limits.latest === "today") return value > today ? fullAnswerMessages.dateInFuture : undefined;
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + limits.latest.daysAhead * DAY_MS);
  if (value > latest.toISOString().slice(0, 10)) {
    return limits.latest.daysAhead === 0
      ? fullAnswerMessages.dateInFuture
      : fullAnswerMessages.dateTooFarAhead(limits.latest.daysAhead);
  }
  return undefined;
}

/** Whole numbers arrive as numbers from API clients and as text from forms; both are accepted. */
function wholeNumber(question: { message: string; min: number; max: number }) {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: question.message }),
      z.transform((value) => (typeof value === "string" ? value.trim().replace(/[£,]/g, "") : value)),
    ),
    z.pipe(
      z.transform((value: string | number) => (value === "" ? Number.NaN : Number(value))),
      z
        .number({ error: question.message })
        .check(
          z.int({ error: question.message }),
          z.minimum(question.min, { error: question.message }),
          z.maximum(question.max, { error: question.message }),
        ),
    ),
  );
}

function fieldSchema(question: FieldQuestion): z.ZodMiniType {
  switch (question.kind) {
    case "choice":
    case "yes-no": {
      const values = choicesOf(question)!.map((choice) => choice.value) as [string, ...string[]];
      return z.enum(values, { error: question.message });
    }
    case "number":
    case "money":
      return wholeNumber(question);
    case "date":
      return z.string({ error: question.message }).check(
        z.trim(),
        z.refine(isIsoDate, { error: fullAnswerMessages.date, abort: true }),
        z.superRefine((value, ctx) => {
          const message = dateLimitMessage(value, question.limits);
          if (message) ctx.addIssue({ code: "custom", message, input: value });
        }),
      );
    case "text":
      return z
        .string({ error: question.message })
        .check(
          z.trim(),
          z.minLength(1, { error: question.message, abort: true }),
          z.maxLength(question.maxLength, { error: question.message }),
          ...(question.pattern ? [z.regex(new RegExp(question.pattern), { error: question.message })] : []),
        );
  }
}

function describe(question: Question): string {
  const choices = choicesOf(question);
  const parts = [`${question.label}. ${question.hint}.`];
  if (choices)
    parts.push(`One of: ${choices.map((choice) => `${choice.value} (${choice.label})`).join(", ")}.`);
  if (question.kind === "number" || question.kind === "money")
    parts.push(`A whole number from ${question.min} to ${question.max}.`);
  if (question.kind === "date") parts.push("A date as YYYY-MM-DD.");
  if (question.askedIf)
    parts.push(`Only asked when ${question.askedIf.question} is ${question.askedIf.oneOf.join(" or ")}.`);
  if (question.priced) parts.push("The built-in panel prices on it.");
  return parts.join(" ");
}

function questionSchema(question: Question): z.ZodMiniType {
  if (question.kind !== "group") return fieldSchema(question);
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of question.fields) {
    shape[field.id] = field.optional ? z.optional(fieldSchema(field)) : fieldSchema(field);
  }
  return z.array(z.strictObject(shape), { error: question.message }).check(
    z.maxLength(question.maxItems, {
      error: fullAnswerMessages.tooManyItems(question.maxItems, question.itemName),
    }),
  );
}

/** The words of a condition: `"Add another driver?" is Yes`. */
function conditionWords(set: QuestionSet, condition: NonNullable<Question["askedIf"]>): string {
  const asked = questionsOfSet(set).find((question) => question.id === condition.question);
  const labels = condition.oneOf.map(
    (value) => (asked && choicesOf(asked)?.find((choice) => choice.value === value)?.label) ?? value,
  );
  return `"${asked?.label ?? condition.question}" is ${labels.join(" or ")}`;
}

/**
 * A product's answers as one strict object: every question optional (one left out takes its
 * assumption), an answer to a question the product does not ask, or asks only on a condition that
 * does not hold, refused with the question named.
 */
export function answersSchema(
  type: InsuranceType,
  set: QuestionSet,
  unknownMessage: string,
  /** Named in the OpenAPI document (the request's schemas); a schema of part of a set is not. */
  { documented = true } = {},
) {
  const shape: Record<string, z.ZodMiniType> = {
    insuranceType: z
      .literal(type as InsuranceType)
      .register(z.globalRegistry, { description: `Names the product these answers are for: ${type}` }),
  };
  const questions = questionsOfSet(set);
  for (const question of questions) {
    shape[question.id] = z.optional(questionSchema(question)).register(z.globalRegistry, {
      description: describe(question),
    });
  }
  const name = `${type[0]!.toUpperCase()}${type.slice(1)}Details`;
  const schema = z.strictObject(shape, { error: unknownMessage }).check(
    z.superRefine((answers, ctx) => {
      const given = answers as Record<string, unknown>;
      for (const question of questions) {
        if (given[question.id] === undefined || isAsked(question, set, given)) continue;
        ctx.addIssue({
          code: "custom",
          path: [question.id],
          message: fullAnswerMessages.notAsked(question.label, conditionWords(set, question.askedIf!)),
          input: given[question.id],
        });
      }
    }),
  );
  return documented
    ? schema.register(z.globalRegistry, {
        description: `The questions ${insuranceTypeLabels[type]} is priced on (GET /api/questions/${type} lists them with their steps, kinds and conditions); each one left out takes its stated assumption`,
        id: name,
      })
    : schema;
}

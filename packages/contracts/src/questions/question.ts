// The full quote's questions as plain data, without zod: a page can lay out a question set and the
// API can serve it as JSON; `full-answers.ts` builds the validating schemas from the same data.
import type { CoverageLevel } from "../insurance";
import type { DetailQuestion } from "../quote-details";

/** One answer a choice accepts: its value on the wire and its words on the page. */
export interface QuestionChoice {
  value: string;
  label: string;
}

/** Asked only when another answer (of the same product, or of the same group item) is one of these. */
export interface QuestionCondition {
  question: string;
  oneOf: readonly string[];
}

/** A date's limits, relative to the day of the quote (a date of birth is checked against the age). */
export interface DateLimits {
  /** The earliest date: so many years before today. */
  earliest: { yearsAgo: number };
  /** The latest date: today, or so many days from today (a start date). */
  latest: "today" | { daysAhead: number };
}

interface QuestionBase {
  /** The answer's key in `details`, e.g. "noClaimsYears". */
  id: string;
  /** The question as the form asks it. */
  label: string;
  /** Why it is asked, in a line under the question. */
  hint: string;
  /** The field message when the answer is missing or not accepted. */
  message: string;
  /** Asked only when this holds; an answer to a question not asked is refused. */
  askedIf?: QuestionCondition;
  /** The full quote may be sent without it (a licence number, a registration). */
  optional?: boolean;
  /** Whether the built-in panel's price moves with the answer (remote insurers get every answer). */
  priced: boolean;
}

export interface ChoiceQuestion extends QuestionBase {
  kind: "choice";
  choices: readonly QuestionChoice[];
  /** The answer a quick quote assumes, per cover level where it follows the level. */
  assumed?: string | Readonly<Record<CoverageLevel, string>>;
}

export interface YesNoQuestion extends QuestionBase {
  kind: "yes-no";
  assumed?: "yes" | "no";
}

export interface NumberQuestion extends QuestionBase {
  kind: "number" | "money";
  min: number;
  max: number;
  /** Shown after the field, e.g. "cc", "years"; money is always whole pounds. */
  unit?: string;
  assumed?: number;
}

export interface DateQuestion extends QuestionBase {
  kind: "date";
  limits: DateLimits;
}

export interface TextQuestion extends QuestionBase {
  kind: "text";
  maxLength: number;
  /** The pattern an answer must match (a regular expression's source), with `message` when not. */
  pattern?: string;
}

/** A question inside a repeatable group (an other driver, a claim, a conviction, an item). */
export type FieldQuestion = ChoiceQuestion | YesNoQuestion | NumberQuestion | DateQuestion | TextQuestion;

export interface GroupQuestion extends QuestionBase {
  kind: "group";
  /** What one item is called: "driver", "claim". */
  itemName: string;
  maxItems: number;
  fields: readonly FieldQuestion[];
}

export type Question = FieldQuestion | GroupQuestion;
export type QuestionKind = Question["kind"];

/** One page (or small group of pages) of the full quote. */
export interface QuestionStep {
  id: string;
  title: string;
  questions: readonly Question[];
}

export interface QuestionSet {
  steps: readonly QuestionStep[];
}

export const yesNoChoices: readonly QuestionChoice[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** The choices a question accepts, yes and no for a yes/no question. */
export function choicesOf(question: Question): readonly QuestionChoice[] | undefined {
  if (question.kind === "choice") return question.choices;
  if (question.kind === "yes-no") return yesNoChoices;
  return undefined;
}

/** Every question of a set in the order the form asks them. */
export function questionsOfSet(set: QuestionSet): Question[] {
  return set.steps.flatMap((step) => step.questions);
}

/** A refine question of today's quick quote, as a question of the full set (same key and answers). */
export function fromDetailQuestion(id: string, question: DetailQuestion, priced = true): ChoiceQuestion {
  return {
    id,
    kind: "choice",
    label: question.label,
    hint: question.hint,
    message: question.message,
    choices: question.choices.map(([value, label]) => ({ value, label })),
    assumed: question.default,
    priced,
  };
}

/** A choice question from value/label pairs. */
export function choice(
  fields: Omit<ChoiceQuestion, "kind" | "choices"> & { choices: readonly (readonly [string, string])[] },
): ChoiceQuestion {
  return { ...fields, kind: "choice", choices: fields.choices.map(([value, label]) => ({ value, label })) };
}

export function yesNo(fields: Omit<YesNoQuestion, "kind">): YesNoQuestion {
  return { assumed: "no", ...fields, kind: "yes-no" };
}

/** The answer a question takes when the visitor gave none (a quick quote's assumption). */
export function assumedAnswer(
  question: Question,
  level: "basic" | "standard" | "comprehensive",
): string | number | undefined {
  if (question.kind === "choice") {
    return typeof question.assumed === "object" ? question.assumed[level] : question.assumed;
  }
  if (question.kind === "yes-no" || question.kind === "number" || question.kind === "money")
    return question.assumed;
  return undefined;
}

/**
 * Whether a question is asked, given the answers so far: its condition's question answered (or,
 * unanswered, assumed) with one of the condition's values. The level decides level-led assumptions.
 */
export function isAsked(
  question: Question,
  set: QuestionSet,
  answers: Readonly<Record<string, unknown>>,
  level: "basic" | "standard" | "comprehensive" = "standard",
): boolean {
  const condition = question.askedIf;
  if (!condition) return true;
  const on = questionsOfSet(set).find((candidate) => candidate.id === condition.question);
  const answer = answers[condition.question] ?? (on && assumedAnswer(on, level));
  return answer !== undefined && condition.oneOf.includes(String(answer));
}

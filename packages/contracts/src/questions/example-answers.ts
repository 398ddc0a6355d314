import type { CoverageLevel, InsuranceType } from "../insurance";
import type { AnswerValue, GroupItem } from "./full-answers";
import { todayIso } from "./full-answers";
import { questionSets } from "./index";
import type { FieldQuestion } from "./question";
import { assumedAnswer, choicesOf, isAsked, questionsOfSet } from "./question";

const DAY_MS = 86_400_000;

function isoDaysFrom(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Words for the text questions, by id; anything else gets "Example". */
const exampleText: Readonly<Record<string, string>> = {
  firstName: "Alex",
  lastName: "Morgan",
  make: "Ford",
  model: "Focus",
  petName: "Biscuit",
  breed: "Crossbreed",
  description: "Engagement ring",
};

/** A date a question accepts: a birthday giving the age, a start three weeks ahead, else a year ago. */
function exampleDate(question: FieldQuestion & { kind: "date" }, age: number, today: string): string {
  if (question.id === "dateOfBirth")
    return `${Number(today.slice(0, 4)) - age - 1}${isoDaysFrom(today, 1).slice(4)}`;
  if (typeof question.limits.latest === "object" && question.limits.latest.daysAhead > 0)
    return isoDaysFrom(today, 21);
  return isoDaysFrom(today, -365);
}

function exampleField(
  question: FieldQuestion,
  level: CoverageLevel,
  age: number,
  today: string,
): string | number | undefined {
  const assumed = assumedAnswer(question, level);
  if (assumed !== undefined) return assumed;
  switch (question.kind) {
    case "choice":
    case "yes-no":
      return choicesOf(question)![0]!.value;
    case "number":
    case "money":
      return question.min;
    case "date":
      return exampleDate(question, age, today);
    case "text":
      return exampleText[question.id] ?? "Example";
  }
}

/**
 * A full, valid set of answers for a product: every question asked and not optional answered
 * with its assumption (or its first choice, least number, a plausible date), no group items. For
 * examples in documentation, conformance runs and tests that need a complete full quote.
 */
export function exampleAnswers(
  type: InsuranceType,
  { age = 35, level = "standard" as CoverageLevel, today = todayIso() } = {},
): Record<string, AnswerValue> {
  const set = questionSets[type];
  const answers: Record<string, AnswerValue> = {};
  for (const question of questionsOfSet(set)) {
    if (question.optional || !isAsked(question, set, answers, level)) continue;
    if (question.kind === "group") {
      answers[question.id] = [] as GroupItem[];
      continue;
    }
    const answer = exampleField(question, level, age, today);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}

import { type AnswerValue, choicesOf, type FieldQuestion, type Question } from "@plummet/contracts";

const dateWords = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** One field's answer as Check your answers reads it: a choice's words, £ and commas, a date in words. */
function fieldWords(question: FieldQuestion, value: string | number | undefined): string {
  if (value === undefined || value === "") return "Not answered";
  const choice = choicesOf(question)?.find((candidate) => candidate.value === String(value));
  if (choice) return choice.label;
  if (question.kind === "money") return `£${Number(value).toLocaleString("en-GB")}`;
  if (question.kind === "number") return `${value}${question.unit ? ` ${question.unit}` : ""}`;
  if (question.kind === "date") {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(time) ? String(value) : dateWords.format(time);
  }
  return String(value);
}

/** A question's answer in words; a group's as one line per item. */
export function answerWords(question: Question, answer: AnswerValue | undefined): string[] {
  if (question.kind !== "group") return [fieldWords(question, answer as string | number | undefined)];
  const items = Array.isArray(answer) ? answer : [];
  if (items.length === 0) return ["None"];
  return items.map((item) =>
    question.fields
      .slice(0, 3)
      .map((field) => fieldWords(field, item[field.id]))
      .join(", "),
  );
}

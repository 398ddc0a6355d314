import type { AnswerValue, CoverageLevel, GroupItem, Question, QuestionSet } from "@plummet/contracts";
import { isAsked, questionsOfSet } from "@plummet/contracts/question-sets";
import { pageCount } from "../shared/full-quote-draft";

/** The full quote's pages for a product: the first five answers, its steps, Check your answers. */
export function pagesOf(set: QuestionSet) {
  return { steps: set.steps, count: pageCount(set) };
}

/** Whether an answer is still empty: nothing typed, or a blank. */
export function isBlank(answer: AnswerValue | undefined): boolean {
  return answer === undefined || (typeof answer === "string" && answer.trim() === "");
}

/** The questions of a step asked on the answers so far (a condition may hide some). */
export function askedQuestions(
  set: QuestionSet,
  questions: readonly Question[],
  answers: Record<string, AnswerValue>,
  level: CoverageLevel,
): Question[] {
  return questions.filter((question) => isAsked(question, set, answers, level));
}

/** The answers to send: those given to questions still asked, blanks and empty group fields left out. */
export function answersToSend(
  set: QuestionSet,
  answers: Record<string, AnswerValue>,
  level: CoverageLevel,
): Record<string, AnswerValue> {
  const kept: Record<string, AnswerValue> = {};
  for (const question of questionsOfSet(set)) {
    const answer = answers[question.id];
    if (isBlank(answer) || !isAsked(question, set, answers, level)) continue;
    if (answer === undefined) continue;
    kept[question.id] = Array.isArray(answer)
      ? answer.map(
          (item) =>
            Object.fromEntries(Object.entries(item).filter(([, value]) => !isBlank(value))) as GroupItem,
        )
      : typeof answer === "string"
        ? answer.trim()
        : answer;
  }
  return kept;
}

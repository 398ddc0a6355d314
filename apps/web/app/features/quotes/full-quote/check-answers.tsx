import type { AnswerValue, CoverageLevel, QuestionSet } from "@plummet/contracts";
import { answerWords } from "./answer-words";
import { askedQuestions } from "./full-quote-state";

/**
 * Check your answers (GOV.UK's pattern): every step's answers as a list, each with a Change link
 * that goes back to its step and, once it is done, returns here.
 */
export function CheckAnswers({
  set,
  answers,
  level,
  quickRows,
  onChange,
}: {
  set: QuestionSet;
  answers: Record<string, AnswerValue>;
  level: CoverageLevel;
  /** The first page's answers, already in words. */
  quickRows: Array<[label: string, words: string]>;
  /** Goes to a page to change an answer: 0 for the first page, then each step. */
  onChange: (page: number, label: string) => void;
}) {
  const sections = [
    { title: "Your quote", page: 0, rows: quickRows.map(([label, words]) => ({ label, words: [words] })) },
    ...set.steps.map((step, index) => ({
      title: step.title,
      page: index + 1,
      rows: askedQuestions(set, step.questions, answers, level).map((question) => ({
        label: question.label,
        words: answerWords(question, answers[question.id]),
      })),
    })),
  ];
  return (
    <div className="grid gap-8">
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`check-${section.page}`} className="grid gap-3">
          <h2 id={`check-${section.page}`} className="font-display text-xl font-bold text-brand-900">
            {section.title}
          </h2>
          <dl className="divide-y divide-border border-y border-border">
            {section.rows.map((row) => (
              <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[2fr_2fr_auto] sm:gap-4">
                <dt className="font-semibold text-foreground">{row.label}</dt>
                <dd className="text-foreground">
                  {row.words.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </dd>
                <dd>
                  <button
                    type="button"
                    className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-ring"
                    onClick={() => section.page !== undefined && onChange(section.page, row.label)}
                  >
                    Change<span className="sr-only"> {row.label.toLowerCase()}</span>
                  </button>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

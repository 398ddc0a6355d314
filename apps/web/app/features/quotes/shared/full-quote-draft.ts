import type { AnswerValue, InsuranceType, QuestionSet } from "@plummet/contracts";

/** The quick quote's answers the full quote starts from (and asks on its first step when it has none). */
export interface QuickAnswers {
  coverageAmount: string;
  age: string;
  postcode: string;
  email: string;
  marketingOptIn: boolean;
}

/** Everything typed into one product's full quote, as the browser keeps it between visits. */
export interface FullQuoteDraft {
  insuranceType: InsuranceType;
  quick: QuickAnswers;
  /** Answers by question id: text as typed, a group as a list of items. */
  answers: Record<string, AnswerValue>;
  /** The page reached: 0 the quote's first five answers, then each step, then Check your answers. */
  page: number;
  /** How many pages the product's full quote has (for "step 3 of 10" where the questions are not loaded). */
  pageCount: number;
  /** The quote set it was started from, if any. */
  from?: string;
}

const KEY = (type: InsuranceType) => `plummet:full-quote:${type}`;

/**
 * The draft of a product's full quote, kept in this browser (localStorage) as it is typed, so a
 * reload or a closed tab loses nothing. Never sent anywhere until the visitor asks for prices.
 */
export function keepDraft(draft: FullQuoteDraft): void {
  try {
    localStorage.setItem(KEY(draft.insuranceType), JSON.stringify(draft));
  } catch {
    // Storage may be full or disabled: the quote still works, it is only not kept.
  }
}

export function keptDraft(type: InsuranceType): FullQuoteDraft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(KEY(type)) ?? "null") as FullQuoteDraft | null;
    return draft && draft.insuranceType === type && typeof draft.answers === "object" ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function forgetDraft(type: InsuranceType): void {
  try {
    localStorage.removeItem(KEY(type));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The full quote's pages: the first five answers, a page per step, then Check your answers. */
export function pageCount(set: QuestionSet): number {
  return set.steps.length + 2;
}

import type { InsuranceType, QuoteSetResponse } from "@plummet/contracts";
import { fullAnswersLine } from "@plummet/contracts/assumption-lines";
import { buttonVariants } from "@plummet/ui/variants/button";
import { useId, useState } from "react";
import { keptDraft } from "../shared/full-quote-draft";
import { CHANGE_ANSWERS_ID, REFINE_QUOTES_ID } from "../shared/page-address";

/** "3 of 5 answered by you", or that every answer is still assumed; and how many insurers ask in all. */
function answeredLine(set: QuoteSetResponse): string {
  const given = set.details.filter((answer) => answer.source === "given").length;
  if (set.assumptions.includes(fullAnswersLine)) return "These prices are for your full answers.";
  if (given === 0)
    return `These prices assume typical answers to these ${set.details.length} questions and to the others insurers ask.`;
  return `You have answered ${given} of these ${set.details.length} questions; the rest, and the others insurers ask, are assumed.`;
}

/**
 * "Get more accurate prices", below the quotes: how far the prices rest on assumptions, the way
 * to change them (the questions open on the assumptions line above the first quote) and the full
 * quote, every question insurers ask.
 */
export function RefineQuotes({
  set,
  productLabels,
}: {
  set: QuoteSetResponse;
  /** The products' names (the contracts' `insuranceTypeLabels`, passed in by the page). */
  productLabels: Record<InsuranceType, string>;
}) {
  const headingId = useId();
  const product = productLabels[set.insuranceType];
  return (
    <section
      id={REFINE_QUOTES_ID}
      aria-labelledby={headingId}
      className="grid scroll-mt-20 gap-5 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
    >
      <div className="grid gap-2">
        <h2 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
          Get more accurate prices
        </h2>
        <p className="text-muted-foreground">
          {product} is priced on many more answers than a quick quote asks. {answeredLine(set)}
        </p>
      </div>
      <a
        href={`#${CHANGE_ANSWERS_ID}`}
        className="justify-self-start font-semibold text-primary underline underline-offset-4"
      >
        Change the answers these prices assume
      </a>
      <ExactPriceLink set={set} />
    </section>
  );
}

/**
 * "Get your exact price": every question insurers ask, a step a page; or, when this browser keeps
 * an unfinished one for the product, "Carry on" where the visitor left it.
 */
function ExactPriceLink({ set }: { set: QuoteSetResponse }) {
  const [draft] = useState(() => keptDraft(set.insuranceType));
  const href = `/exact-price?product=${set.insuranceType}&from=${set.reference}`;
  return (
    <div className="grid gap-2 rounded-lg bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">
        {draft
          ? `You have an exact price under way: step ${draft.page + 1} of ${draft.pageCount}.`
          : "For prices on you rather than on assumptions, answer every question insurers ask (about ten minutes for a car)."}
      </p>
      <a href={href} className={`${buttonVariants({ variant: "cta" })} justify-self-start`}>
        {draft ? "Carry on with your exact price" : "Get your exact price"}
      </a>
    </div>
  );
}

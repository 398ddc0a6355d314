import type { InsuranceType, QuoteSetResponse } from "@plummet/contracts";
import { fullAnswersLine } from "@plummet/contracts/assumption-lines";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Spinner } from "@plummet/ui/spinner";
import { buttonVariants } from "@plummet/ui/variants/button";
import { ChevronDownIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LazyPart, lazyOnDemand } from "../../../lib/lazy-part";
import { keptDraft } from "../shared/full-quote-draft";
import { REFINE_QUOTES_ID } from "../shared/page-address";
import { knownAnswers } from "./refine-request";
import type { RefinedFrom } from "./refined-from";
import { summariseSet, whatChanged } from "./what-changed";

// The questions (with the contracts' schemas for them) load when the visitor asks
// for them (or head for the button): a quote set's page shows its quotes without that code.
const RefineForm = lazyOnDemand(() => import("./refine-form").then((module) => module.RefineForm));

/** "3 of 5 answered by you", or that every answer is still assumed; and how many insurers ask in all. */
function answeredLine(set: QuoteSetResponse): string {
  const given = set.details.filter((answer) => answer.source === "given").length;
  if (set.assumptions.includes(fullAnswersLine)) return "These prices are for your full answers.";
  if (given === 0)
    return `These prices assume typical answers to these ${set.details.length} questions and to the others insurers ask.`;
  return `You have answered ${given} of these ${set.details.length} questions; the rest, and the others insurers ask, are assumed.`;
}

/**
 * "Get more accurate prices": the product's own questions as a short second step below the
 * quotes. Opened, it shows the questions prefilled; after a refine it says what changed.
 */
export function RefineQuotes({
  set,
  productLabels,
  refinedFrom,
}: {
  set: QuoteSetResponse;
  /** The products' names (the contracts' `insuranceTypeLabels`, passed in by the page). */
  productLabels: Record<InsuranceType, string>;
  /** The set this page was refined from (`takeRefinedFrom`), when a refine led here. */
  refinedFrom: RefinedFrom | undefined;
}) {
  const change =
    refinedFrom && refinedFrom.reference !== set.reference
      ? whatChanged(refinedFrom, summariseSet(set))
      : undefined;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  // Read once: the tab's remembered answers do not change while this page is open.
  const [answers] = useState(() => knownAnswers(set));
  const product = productLabels[set.insuranceType];
  const changeRef = useRef<HTMLDivElement>(null);

  // "Change" beside what the quotes assume links here: it opens the questions.
  useEffect(() => {
    const openWhenLinked = () => {
      if (window.location.hash === `#${REFINE_QUOTES_ID}`) setOpen(true);
    };
    openWhenLinked();
    window.addEventListener("hashchange", openWhenLinked);
    return () => window.removeEventListener("hashchange", openWhenLinked);
  }, []);

  // Arriving from a refine: show and read out what changed first (the page opens at its top).
  useEffect(() => {
    if (!change) return;
    changeRef.current?.focus({ preventScroll: true });
    changeRef.current?.scrollIntoView({ block: "center" });
  }, [change]);

  return (
    <section
      id={REFINE_QUOTES_ID}
      aria-labelledby={headingId}
      className="grid scroll-mt-20 gap-5 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
    >
      {change ? (
        <div role="status" ref={changeRef} tabIndex={-1} className="focus:outline-none">
          <Callout tone="tip" title="Your prices have been updated">
            {change} Compared with quote set {refinedFrom?.reference}.
          </Callout>
        </div>
      ) : null}
      <div className="grid gap-2">
        <h2 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
          Get more accurate prices
        </h2>
        <p className="text-muted-foreground">
          {product} is priced on many more answers than a quick quote asks. {answeredLine(set)}
        </p>
      </div>
      <ExactPriceLink set={set} />
      <Button
        variant={open ? "outline" : "primary"}
        className="w-full sm:w-auto sm:justify-self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        // Without this tab's first answers the questions cannot be sent: their code is not needed.
        onPointerEnter={answers ? RefineForm.preload : undefined}
        onFocus={answers ? RefineForm.preload : undefined}
      >
        {open ? "Hide the questions" : "Tell us more"}
        <ChevronDownIcon
          aria-hidden="true"
          className={open ? "rotate-180 transition-transform" : "transition-transform"}
        />
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? (
          answers ? (
            <LazyPart
              fallback={
                <p role="status" className="flex items-center gap-3 text-muted-foreground">
                  <Spinner size="sm" aria-hidden="true" /> Loading the questions…
                </p>
              }
            >
              <RefineForm set={set} answers={answers} />
            </LazyPart>
          ) : (
            <Callout tone="info" title="We need your first answers again">
              <p>
                This browser does not have the age, postcode and email these quotes were priced with (we never
                send them back from our servers). Fill in the quote form again and you can then answer these
                questions.
              </p>
              <a href="/#quote-comparison" className={`${buttonVariants({ variant: "cta" })} mt-3`}>
                Go to the quote form
              </a>
            </Callout>
          )
        ) : null}
      </div>
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

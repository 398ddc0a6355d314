import type { InsuranceType, QuoteSetResponse } from "@plummet/contracts";
import type { ToastInput } from "@plummet/ui/toast";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useState } from "react";
import { ApiError, answerOf, api } from "../../../lib/api";
import { LazyPart, lazyOnDemand, WhenNear } from "../../../lib/lazy-part";
import { showToast } from "../../../lib/lazy-toast";
import { takeToastLeftForThisPage } from "../../../lib/toast-after-load";
import type { ReminderRules } from "../../email-links/reminder-dates";
import { type RefinedFrom, takeRefinedFrom } from "../refine/refined-from";
import { InsurerMarks } from "../results/insurer-mark";
import { focusResultsWhenShown, QuoteResults } from "../results/quote-results";
import { REFINE_QUOTES_ID, referenceInAddress, SINCE_LAST_QUOTES_ID } from "../shared/page-address";
import { foundLine } from "../shared/quote-pricing";
import { quoteSetKey } from "../shared/saved-quotes";
import { NEW_QUOTES_NAME } from "../stream/pending-quote";
import { LoadingSavedQuotes } from "./loading-saved-quotes";
import { NextSteps } from "./next-steps";

// The reminder form sits below the quotes: its code (with its fields and checks) loads as the
// visitor scrolls towards it.
const RenewalReminderForm = lazyOnDemand(() =>
  import("../../email-links/renewal-reminder-form").then((module) => module.RenewalReminderForm),
);

// Why a set cannot be shown (unknown, expired, the service not answering): rare, so loaded then.
const SetProblem = lazyOnDemand(() => import("./set-problem").then((module) => module.SetProblem));
const NoQuotes = lazyOnDemand(() => import("./set-problem").then((module) => module.NoQuotes));

// A new set, its quotes shown as insurers answer (the quote form leads to /quotes/new).
const StreamedQuoteSet = lazyOnDemand(() =>
  import("../stream/streamed-quote-set").then((module) => module.StreamedQuoteSet),
);

// After "Update my prices": what moved, above the new first quote (only a refine loads it).
const RefinedChange = lazyOnDemand(() =>
  import("../refine/refined-change").then((module) => module.RefinedChange),
);
// The questions that re-price, opened by "Change" on the assumptions line above the first quote.
const RefineInPlace = lazyOnDemand(() =>
  import("../refine/refine-in-place").then((module) => module.RefineInPlace),
);

// Only a set a renewal reminder made has last prices to compare: other sets go without that code.
const SinceLastQuotes = lazyOnDemand(() =>
  import("./since-last-line").then((module) => module.SinceLastQuotesParts),
);

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});
const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/**
 * Facts the page knows when it is built, from the contracts, passed to the island as props so its
 * code imports no value from them (that module carries zod and every schema).
 */
export type SavedQuoteSetProps = {
  /** How many days a quote set is kept (`dataRetention.quoteValidityDays`). */
  quoteValidityDays: number;
  /** The products' names (`insuranceTypeLabels`). */
  productLabels: Record<InsuranceType, string>;
  /** The renewal reminder's rules and messages (`reminderLeadDays`, `reminderMessages`, ...). */
  reminderRules: ReminderRules;
  /** The insurers whose marks the site has (the content's `insurerMarkSlugs`), for the cards. */
  insurerMarks: readonly string[];
};

function SavedQuoteSetView({
  reference,
  arrivedToast,
  quoteValidityDays,
  productLabels,
  reminderRules,
}: SavedQuoteSetProps & { reference: string; arrivedToast: ToastInput | undefined }) {
  const query = useQuery({
    queryKey: quoteSetKey(reference),
    // The quotes service checks its own answers against the contract before sending them, so the
    // browser takes the type on trust rather than carrying zod and every schema to check it again.
    queryFn: () => answerOf(api.GET("/api/quotes/{reference}", { params: { path: { reference } } })),
  });
  const quotes = query.data?.quotes;
  // Read once, in the browser (this renders only there): the set this page was refined from.
  const [refinedFrom] = useState(takeRefinedFrom);
  useEffect(() => {
    if (arrivedToast && quotes?.length) showToast({ ...arrivedToast, description: foundLine(quotes) });
  }, [arrivedToast, quotes]);

  if (query.isPending) {
    return <LoadingSavedQuotes />;
  }
  if (query.isError) {
    return (
      <LazyPart fallback={null}>
        <SetProblem
          reference={reference}
          status={query.error instanceof ApiError ? query.error.status : undefined}
          quoteValidityDays={quoteValidityDays}
          retry={() => void query.refetch()}
        />
      </LazyPart>
    );
  }

  const set = query.data;
  return (
    <QuoteSetPage
      set={set}
      refinedFrom={refinedFrom?.reference === set.reference ? undefined : refinedFrom}
      productLabels={productLabels}
      reminderRules={reminderRules}
    />
  );
}

/**
 * A quote set's page below its header: the quotes, led by what changed, then where it is saved,
 * the renewal reminder, more accurate prices and the ways on. While a new set is still being
 * priced (`pricing`, the results page the quote form leads to), what is known so far: the quotes
 * in, led by the progress line, and nothing that needs the set saved.
 */
export function QuoteSetPage({
  set,
  refinedFrom,
  productLabels,
  reminderRules,
  progress,
  newQuotes,
  pricing = false,
}: Pick<SavedQuoteSetProps, "productLabels" | "reminderRules"> & {
  set: QuoteSetResponse;
  refinedFrom?: RefinedFrom;
  /** A new set's progress line, above the quotes. */
  progress?: ReactNode;
  /** New quotes held back, offered at the top of the list. */
  newQuotes?: ReactNode;
  /** Insurers are still answering: the set is not saved yet. */
  pricing?: boolean;
}) {
  return (
    <div className="grid gap-8">
      <h2 className="sr-only">Your quote set</h2>
      {progress}
      <QuoteSetBody set={set} refinedFrom={refinedFrom} pricing={pricing} newQuotes={newQuotes} />
      {pricing ? null : (
        <AfterTheQuotes set={set} productLabels={productLabels} reminderRules={reminderRules} />
      )}
    </div>
  );
}

/** Below a saved set's quotes: where it is saved, the renewal reminder, more accurate prices, the ways on. */
function AfterTheQuotes({
  set,
  productLabels,
  reminderRules,
}: Pick<SavedQuoteSetProps, "productLabels" | "reminderRules"> & { set: QuoteSetResponse }) {
  return (
    <>
      <section aria-labelledby="quote-set-saved-heading" className="grid gap-3">
        <h3 id="quote-set-saved-heading" className="text-lg font-bold text-brand-900">
          Saved under your reference
        </h3>
        <dl className="grid gap-3 rounded-xl border border-border bg-white p-5 shadow-card sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Reference</dt>
            <dd className="font-semibold text-brand-900">{set.reference}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Quoted</dt>
            <dd className="font-semibold text-brand-900">{when.format(new Date(set.createdAt))}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Prices saved until</dt>
            <dd className="font-semibold text-brand-900">{day.format(new Date(set.expiresAt))}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          Come back with the link in your email, or{" "}
          <a href="/quotes" className="font-medium text-primary underline underline-offset-4">
            find a saved quote
          </a>{" "}
          by its reference.
        </p>
      </section>
      <section
        aria-labelledby="renewal-reminder-heading"
        className="grid gap-4 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
      >
        <div className="grid gap-2">
          <h2 id="renewal-reminder-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
            Remind me before my renewal
          </h2>
          <p className="max-w-3xl text-muted-foreground">
            Cover bought 21 to 28 days before a car policy renews, or 23 to 25 days before a home policy, is
            usually cheapest. Tell us your renewal date and we will email you once, {reminderRules.leadDays}{" "}
            days before it, with new prices for these answers.
          </p>
        </div>
        <ReminderFormWhenNear rules={reminderRules} reference={set.reference} />
      </section>
      <RefineWhenNear set={set} productLabels={productLabels} />
      <NextSteps changeDetails />
    </>
  );
}

// "Get more accurate prices" sits below the quotes: it loads as the visitor scrolls towards it.
const RefineQuotes = lazyOnDemand(() =>
  import("../refine/refine-quotes").then((module) => module.RefineQuotes),
);

function RefineWhenNear({
  set,
  productLabels,
}: {
  set: QuoteSetResponse;
  productLabels: Record<InsuranceType, string>;
}) {
  const headingId = useId();
  // The section and its heading are there from the start (for the page's outline and
  // find-in-page), at about the section's height.
  const placeholder = (
    <section
      id={REFINE_QUOTES_ID}
      aria-labelledby={headingId}
      className="min-h-60 scroll-mt-20 rounded-xl border border-border bg-white p-5 shadow-raised sm:min-h-52 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
        Get more accurate prices
      </h2>
    </section>
  );
  return (
    <WhenNear placeholder={placeholder}>
      <RefineQuotes set={set} productLabels={productLabels} />
    </WhenNear>
  );
}

/**
 * The reminder form once the visitor nears it. Until then, and while it loads, a space about the
 * form's height (460 px at 390 px wide, 296 px at 1280, measured), so what is below hardly moves if it is in view.
 */
function ReminderFormWhenNear({ rules, reference }: { rules: ReminderRules; reference: string }) {
  return (
    <WhenNear
      placeholder={
        <p className="min-h-[28.75rem] text-muted-foreground sm:min-h-[18.5rem]">
          Loading the reminder form…
        </p>
      }
    >
      <RenewalReminderForm rules={rules} reference={reference} />
    </WhenNear>
  );
}

/** The place of "What changed" while its code loads (below the quotes), so its link has a target. */
function SinceLastQuotesLoading() {
  return (
    <section
      id={SINCE_LAST_QUOTES_ID}
      aria-busy="true"
      aria-label="What changed since your last quotes"
      className="grid scroll-mt-20 gap-4 rounded-xl border border-border bg-white p-5 text-muted-foreground shadow-raised sm:p-8"
    >
      Loading what changed since your last quotes…
    </section>
  );
}

/**
 * The quotes, led by what changed: since the set refined here from, or (for a set a renewal
 * reminder made) since the last set.
 */
function QuoteSetBody({
  set,
  refinedFrom,
  pricing,
  newQuotes,
}: {
  set: QuoteSetResponse;
  refinedFrom: RefinedFrom | undefined;
  /** Still being priced: no quotes yet is not "no insurer could quote", and nothing can be chosen yet. */
  pricing: boolean;
  newQuotes?: ReactNode;
}) {
  return (
    <>
      {refinedFrom ? (
        <LazyPart fallback={<p className="min-h-10 rounded-lg border border-success/40 bg-success-soft" />}>
          <RefinedChange set={set} refinedFrom={refinedFrom} />
        </LazyPart>
      ) : null}
      {set.previous ? (
        <LazyPart fallback={<p className="min-h-10 rounded-lg border border-success/40 bg-success-soft" />}>
          <SinceLastQuotes previous={set.previous} quotes={set.quotes} part="line" />
        </LazyPart>
      ) : null}
      {set.quotes.length > 0 ? (
        <QuoteResults
          response={set}
          saving={pricing}
          newQuotes={newQuotes}
          changeAnswers={
            <LazyPart
              fallback={
                <p role="status" className="text-muted-foreground">
                  Loading the questions…
                </p>
              }
            >
              <RefineInPlace set={set} />
            </LazyPart>
          }
        />
      ) : pricing ? null : (
        <LazyPart fallback={null}>
          <NoQuotes />
        </LazyPart>
      )}
      {set.previous ? (
        <LazyPart fallback={<SinceLastQuotesLoading />}>
          <SinceLastQuotes previous={set.previous} quotes={set.quotes} part="details" />
        </LazyPart>
      ) : null}
    </>
  );
}

/**
 * The saved quote page's island (app/islands): the quote set named in the page address, read from
 * the quotes service (its declaration puts TanStack Query and the toasts, at the top, around it).
 * Prerendered as the loading space; the reference is read once it runs in the browser. How long quotes are kept comes from
 * the contracts at build time, as a prop, so the island needs no value from them.
 */
export function SavedQuoteSet(props: SavedQuoteSetProps) {
  const [reference, setReference] = useState<string>();
  const [marks] = useState(() => new Set(props.insurerMarks));
  // The quote form's toast, shown once the set is here with what was found.
  const [arrivedToast, setArrivedToast] = useState<ToastInput>();
  useEffect(() => setReference(referenceInAddress()), []);
  useEffect(() => {
    if (reference === undefined) return;
    // The quote form ends by loading this page and leaves its toast for it.
    const left = takeToastLeftForThisPage();
    if (!left) return;
    setArrivedToast(left);
    // Arrived from the quote form (by keyboard too): focus goes to the results' heading once the
    // quotes are on the page, without moving what the visitor sees first.
    focusResultsWhenShown();
  }, [reference]);
  if (reference === undefined) return <LoadingSavedQuotes announce={false} />;
  return (
    <InsurerMarks.Provider value={marks}>
      {reference === NEW_QUOTES_NAME ? (
        <LazyPart fallback={<LoadingSavedQuotes />}>
          <StreamedQuoteSet arrivedToast={arrivedToast} {...props} />
        </LazyPart>
      ) : (
        <SavedQuoteSetView reference={reference} arrivedToast={arrivedToast} {...props} />
      )}
    </InsurerMarks.Provider>
  );
}

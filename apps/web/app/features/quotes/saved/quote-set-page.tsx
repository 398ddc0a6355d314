import type { InsuranceType, QuoteSetResponse } from "@plummet/contracts";
import { type ReactNode, useId } from "react";
import { LazyPart, lazyOnDemand, WhenNear } from "../../../lib/lazy-part";
import type { ReminderRules } from "../../email-links/reminder-dates";
import type { RefinedFrom } from "../refine/refined-from";
import { QuoteResults } from "../results/quote-results";
import { REFINE_QUOTES_ID, SINCE_LAST_QUOTES_ID } from "../shared/page-address";
import { NextSteps } from "./next-steps";

// A quote set's page below its header, apart from how the set is had (read by its reference in
// saved-quote-set.tsx, or priced as insurers answer in streamed-quote-set.tsx): both render it.

// The reminder form sits below the quotes: its code (with its fields and checks) loads as the
// visitor scrolls towards it.
const RenewalReminderForm = lazyOnDemand(() =>
  import("../../email-links/renewal-reminder-form").then((module) => module.RenewalReminderForm),
);

// "Keep your quotes" (an account): below the quotes, so its code loads as the visitor nears it.
const KeepQuotesPanel = lazyOnDemand(() =>
  import("../../account/keep-quotes-panel").then((module) => module.KeepQuotesPanel),
);

// A set no insurer priced: rare, so its words load then.
const NoQuotes = lazyOnDemand(() => import("./set-problem").then((module) => module.NoQuotes));
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

/** What a quote set's page is told when it is built (the island's props, from the contracts). */
export type QuoteSetPageFacts = {
  /** The products' names (`insuranceTypeLabels`). */
  productLabels: Record<InsuranceType, string>;
  /** The renewal reminder's rules and messages (`reminderLeadDays`, `reminderMessages`, ...). */
  reminderRules: ReminderRules;
};

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
}: QuoteSetPageFacts & {
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
}: QuoteSetPageFacts & { set: QuoteSetResponse }) {
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
      <KeepQuotesWhenNear set={set} />
      <RefineWhenNear set={set} productLabels={productLabels} />
      <NextSteps changeDetails />
    </>
  );
}

/** "Keep your quotes", its heading there from the start, at about the panel's height. */
function KeepQuotesWhenNear({ set }: { set: QuoteSetResponse }) {
  const headingId = useId();
  const placeholder = (
    <section
      aria-labelledby={headingId}
      className="min-h-72 rounded-xl border border-border bg-white p-5 shadow-raised sm:min-h-54 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
        Keep these quotes in your account
      </h2>
    </section>
  );
  return (
    <WhenNear placeholder={placeholder}>
      <KeepQuotesPanel
        reference={set.reference}
        detailed={set.details.some((detail) => detail.source === "given")}
      />
    </WhenNear>
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

import type { Quote, QuoteResponse, QuoteSetResponse } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { LazyPart, lazyOnDemand, WhenNear } from "../../../lib/lazy-part";
import { CompareLoading, CompareToggle, MAX_COMPARED } from "../compare/compare-choice";
import { RANKING_DISCLOSURE_ID, replaceSearchInAddress, searchInAddress } from "../shared/page-address";
import { formatGbp } from "../shared/quote-pricing";
import { QuoteCard } from "./quote-card";
import { QuoteAssumptions } from "./quote-disclosures";
import { ResultsFiltersSheet, ResultsFiltersSidebar } from "./results-filters";
import {
  filterQuotes,
  headlinePrice,
  type PriceBasis,
  quoteOrderWords,
  quoteSortLabels,
  type ResultsView,
  readResultsView,
  sortQuotes,
  withoutFilters,
  writeResultsView,
} from "./results-view";
import { SelectQuoteButton, SelectQuoteNextStep, useSelectQuote } from "./select-quote";
import { useWideScreen } from "./use-wide-screen";

const QuoteRankingDisclosure = lazyOnDemand(() =>
  import("./ranking-disclosure").then((module) => module.QuoteRankingDisclosure),
);
const UnreadViewSettingsNote = lazyOnDemand(() =>
  import("./unread-view-settings").then((module) => module.UnreadViewSettingsNote),
);
/** The page address's settings of the results view. */
const VIEW_PARAMS = ["sort", "show", "excess", "rating", "cover"];

// Every quote hidden by the filters: rare, so its words load then.
const NoQuoteMatches = lazyOnDemand(() =>
  import("./no-quote-matches").then((module) => module.NoQuoteMatches),
);

// The side-by-side table loads when a first quote is ticked (most visits tick none).
const CompareQuotes = lazyOnDemand(() =>
  import("../compare/compare-quotes").then((module) => module.CompareQuotes),
);
// The price spread and what moved prices sit after the first quotes: they load as the visitor
// scrolls towards them.
const PriceInsights = lazyOnDemand(() =>
  import("../compare/price-insights-section").then((module) => module.PriceInsights),
);

type Comparison = {
  chosen: readonly string[];
  toggle: (quoteId: string, wanted: boolean) => void;
};

function QuoteResult({
  reference,
  quote,
  bestValue,
  show,
  comparison,
  saving,
}: {
  reference: string;
  quote: Quote;
  bestValue: boolean;
  show: PriceBasis;
  comparison: Comparison;
  saving: boolean;
}) {
  const selection = useSelectQuote(reference, quote);
  const chosen = comparison.chosen.includes(quote.id);
  return (
    <QuoteCard
      quote={quote}
      bestValue={bestValue}
      show={show}
      action={
        saving ? (
          // Disabled, not hidden, so the card keeps its shape when the set is saved.
          <Button disabled>Select</Button>
        ) : (
          <SelectQuoteButton selection={selection} quote={quote} />
        )
      }
      aside={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {chosen && comparison.chosen.length >= 2 ? (
            <a
              href="#compare-quotes"
              className="text-sm font-medium text-primary underline underline-offset-4"
            >
              See the comparison
            </a>
          ) : null}
          <CompareToggle
            quote={quote}
            chosen={chosen}
            full={comparison.chosen.length >= MAX_COMPARED}
            onToggle={(wanted) => comparison.toggle(quote.id, wanted)}
            onIntent={CompareQuotes.preload}
          />
        </div>
      }
    >
      <SelectQuoteNextStep selection={selection} />
    </QuoteCard>
  );
}

/**
 * The results view (sort, headline figure, filters), kept in the page address so reload and
 * links keep it: read from it once, and written back in place on every change.
 */
function useResultsView(): [ResultsView, (view: ResultsView) => void] {
  const [view, setLocalView] = useState(() => readResultsView(searchInAddress()));
  const setView = useCallback((next: ResultsView) => {
    setLocalView(next);
    replaceSearchInAddress(writeResultsView(next, searchInAddress()));
  }, []);
  return [view, setView];
}

/** Up to three quotes chosen to compare, in the order chosen. */
function useComparison(): Comparison {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = useCallback(
    (quoteId: string, wanted: boolean) =>
      setChosen((current) =>
        wanted
          ? current.includes(quoteId) || current.length >= MAX_COMPARED
            ? current
            : [...current, quoteId]
          : current.filter((id) => id !== quoteId),
      ),
    [],
  );
  return { chosen, toggle };
}

/** The results' heading: focus goes to it when the visitor arrives from the quote form. */
const RESULTS_HEADING_ID = "quote-results-heading";
let focusOnShow = false;

/** The next results shown take focus on their heading (the quote form led here). */
export function focusResultsWhenShown() {
  focusOnShow = true;
}

/** How many quotes lead the list before the explanations of the spread. */
export const QUOTES_BEFORE_INSIGHTS = 3;

/** The list opens with this many quotes; "Show more" adds `QUOTES_PER_MORE` at a time. */
export const QUOTES_LISTED_FIRST = 10;
export const QUOTES_PER_MORE = 15;

/**
 * A quote set, results first: a one-line summary with the reference, a compact line of the
 * disclosures linking to their full text, then the quotes at once. Sort and filters act on the
 * quotes already here (no new request): in a sidebar on wide screens, behind "Sort and filter"
 * in a sheet on phones. Where the prices sit and what moved them follow the first quotes; a
 * side-by-side comparison appears above the list once quotes are ticked.
 */
export function QuoteResults({
  response,
  changeAnswers,
  saving = false,
  newQuotes,
}: {
  /** The quotes, and (for a saved set) how the panel answered: insurers that failed are said. */
  response: QuoteResponse & Partial<Pick<QuoteSetResponse, "providers">>;
  /** The questions that re-price the set, opened by "Change" on the assumptions line. */
  changeAnswers?: ReactNode;
  /** Insurers are still answering: a quote can be chosen once the set is saved. */
  saving?: boolean;
  /** "Show 4 new quotes", floating at the top of the list: it takes no room, so nothing moves. */
  newQuotes?: ReactNode;
}) {
  const [view, setView] = useResultsView();
  // Read once: an address with view settings (an edited or shared link) may ask for what cannot be used.
  const [linkedView] = useState(() => {
    const params = searchInAddress();
    return VIEW_PARAMS.some((name) => params.has(name)) ? params : undefined;
  });
  const comparison = useComparison();
  const wide = useWideScreen();
  const { quotes } = response;
  const cheapest = useMemo(() => sortQuotes(quotes, "price", view.show)[0], [quotes, view.show]);
  const shown = useMemo(() => sortQuotes(filterQuotes(quotes, view), view.sort, view.show), [quotes, view]);
  const shownIds = useMemo(() => new Set(shown.map((quote) => quote.id)), [shown]);
  const compared = comparison.chosen.flatMap((id) => quotes.find((quote) => quote.id === id) ?? []);
  const hidden = quotes.length - shown.length;
  const unavailable = response.providers?.unavailable ?? 0;
  const chosenOrder = view.sort === "price" ? undefined : quoteSortLabels[view.sort].toLowerCase();
  const listName = `Quotes, ${quoteSortLabels[view.sort].toLowerCase()}, ${view.show === "annual" ? "annual" : "monthly"} prices`;
  // The page stays short: the first ten in the order the visitor chose, then fifteen more at a
  // time. Filters and sorting act on every quote, and any quote can be compared.
  const [listed, setListed] = useState(QUOTES_LISTED_FIRST);
  useEffect(() => {
    if (!focusOnShow) return;
    focusOnShow = false;
    document.getElementById(RESULTS_HEADING_ID)?.focus({ preventScroll: true });
  }, []);
  const lead = shown.slice(0, QUOTES_BEFORE_INSIGHTS);
  const rest = shown.slice(QUOTES_BEFORE_INSIGHTS, Math.max(listed, QUOTES_BEFORE_INSIGHTS));
  const notListed = Math.max(0, shown.length - listed);
  const item = (quote: Quote) => (
    <li key={quote.id}>
      <QuoteResult
        reference={response.reference}
        quote={quote}
        bestValue={quote.id === cheapest?.id}
        show={view.show}
        comparison={comparison}
        saving={saving}
      />
    </li>
  );
  const insights = (
    <WhenNear placeholder={<div aria-hidden="true" className="min-h-80 xl:min-h-56" />}>
      <PriceInsights quotes={quotes} shownIds={shownIds} show={view.show} />
    </WhenNear>
  );

  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className="flex flex-col gap-4">
      <div className="grid gap-1">
        <h3 id={RESULTS_HEADING_ID} tabIndex={-1} className="sr-only">
          Your quotes
        </h3>
        <p className="text-muted-foreground">
          <span className="font-semibold text-foreground">{quotes.length} quotes</span> from our panel of{" "}
          {response.providersSearched} insurers, {quoteOrderWords[view.sort]}
          {response.reference ? (
            <>
              {" "}
              · Reference <span className="font-semibold text-foreground">{response.reference}</span>
            </>
          ) : null}
          {unavailable > 0
            ? ` · ${unavailable === 1 ? "1 insurer" : `${unavailable} insurers`} did not answer in time, so ${unavailable === 1 ? "its price is" : "their prices are"} missing`
            : ""}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)]">
        {wide ? <ResultsFiltersSidebar view={view} onChange={setView} quotes={quotes} /> : null}
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p role="status" className="text-sm font-medium sm:text-base">
              Showing {shown.length} of {quotes.length} quotes
              {hidden > 0 ? ` · ${hidden} hidden by your filters` : ""}
              {comparison.chosen.length > 0
                ? ` · ${comparison.chosen.length} of ${MAX_COMPARED} chosen to compare`
                : ""}
            </p>
            {wide ? null : (
              <ResultsFiltersSheet view={view} onChange={setView} quotes={quotes} shownCount={shown.length} />
            )}
          </div>
          {comparison.chosen.length >= MAX_COMPARED ? (
            <p id="compare-full-hint" className="sr-only">
              Three quotes are chosen to compare; remove one to choose another.
            </p>
          ) : null}

          {compared.length > 0 ? (
            <LazyPart fallback={<CompareLoading count={compared.length} />}>
              <CompareQuotes quotes={compared} onRemove={(quoteId) => comparison.toggle(quoteId, false)} />
            </LazyPart>
          ) : null}

          {linkedView ? (
            <LazyPart fallback={null}>
              <UnreadViewSettingsNote params={linkedView} />
            </LazyPart>
          ) : null}
          <QuoteAssumptions
            assumptions={response.assumptions}
            questions={saving ? undefined : changeAnswers}
            pricing={saving}
          />

          {shown.length > 0 ? (
            <>
              {newQuotes ? (
                <div className="sticky top-20 z-10 flex h-0 justify-center">{newQuotes}</div>
              ) : null}
              <ol className="flex flex-col gap-3" aria-label={listName}>
                {lead.map(item)}
              </ol>
              {insights}
              {rest.length > 0 ? (
                <ol
                  className="flex flex-col gap-3"
                  start={QUOTES_BEFORE_INSIGHTS + 1}
                  aria-label={`${listName}, continued`}
                >
                  {rest.map(item)}
                </ol>
              ) : null}
              {notListed > 0 ? (
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <Button variant="outline" onClick={() => setListed((count) => count + QUOTES_PER_MORE)}>
                    Show {Math.min(QUOTES_PER_MORE, notListed)} more
                  </Button>
                  <p className="text-sm text-muted-foreground">
                    {listed} of {shown.length} listed
                  </p>
                </div>
              ) : null}
            </>
          ) : (
            <>
              <LazyPart fallback={null}>
                <NoQuoteMatches
                  count={quotes.length}
                  cheapest={
                    cheapest && {
                      provider: cheapest.provider,
                      price: `${formatGbp(headlinePrice(cheapest, view.show))} ${view.show === "annual" ? "a year" : "a month"}`,
                    }
                  }
                  onClear={() => setView(withoutFilters(view))}
                />
              </LazyPart>
              {insights}
            </>
          )}

          {/* Below every quote: its code loads as the visitor nears it, or follows the header's link to it. */}
          <WhenNear
            placeholder={
              <div id={RANKING_DISCLOSURE_ID} aria-hidden="true" className="min-h-44 scroll-mt-20" />
            }
          >
            <QuoteRankingDisclosure
              providersSearched={response.providersSearched}
              chosenOrder={chosenOrder}
            />
          </WhenNear>
        </div>
      </div>
    </section>
  );
}

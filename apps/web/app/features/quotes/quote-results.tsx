import { dataRetention, type Quote, type QuoteResponse } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CompareQuotes, CompareToggle, MAX_COMPARED } from "./compare-quotes";
import { replaceSearchInAddress, searchInAddress } from "./page-address";
import { PriceDriversSummary } from "./price-drivers";
import { PriceSpreadChart } from "./price-spread-chart";
import { QuoteCard } from "./quote-card";
import { QuoteAssumptions, QuoteRankingDisclosure } from "./quote-disclosures";
import { formatGbp } from "./quote-pricing";
import { ResultsControls } from "./results-controls";
import {
  filterQuotes,
  headlinePrice,
  type PriceBasis,
  quoteSortLabels,
  type ResultsView,
  readResultsView,
  sortQuotes,
  withoutFilters,
  writeResultsView,
} from "./results-view";
import { SelectQuoteButton, SelectQuoteNextStep, useSelectQuote } from "./select-quote";

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
}: {
  reference: string;
  quote: Quote;
  bestValue: boolean;
  show: PriceBasis;
  comparison: Comparison;
}) {
  const selection = useSelectQuote(reference, quote);
  const chosen = comparison.chosen.includes(quote.id);
  return (
    <QuoteCard
      quote={quote}
      bestValue={bestValue}
      show={show}
      action={
        <>
          <SelectQuoteButton selection={selection} quote={quote} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CompareToggle
              quote={quote}
              chosen={chosen}
              full={comparison.chosen.length >= MAX_COMPARED}
              onToggle={(wanted) => comparison.toggle(quote.id, wanted)}
            />
            {chosen && comparison.chosen.length >= 2 ? (
              <a
                href="#compare-quotes"
                className="text-sm font-medium text-primary underline underline-offset-4"
              >
                See the comparison
              </a>
            ) : null}
          </div>
        </>
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

/**
 * A quote set: a summary with the reference, the disclosures, where the prices sit and what moved
 * them, the controls (sort, monthly or annual headline, filters) that act on the quotes already
 * here (no new request), a side-by-side comparison and one card per quote.
 */
export function QuoteResults({
  response,
  focusOnArrival = true,
}: {
  response: QuoteResponse;
  /** Take focus and scroll into view when a set arrives (off where the set is the whole page). */
  focusOnArrival?: boolean;
}) {
  const [view, setView] = useResultsView();
  const comparison = useComparison();
  const sectionRef = useRef<HTMLElement>(null);
  const { quotes } = response;
  const cheapest = useMemo(() => sortQuotes(quotes, "price", view.show)[0], [quotes, view.show]);
  const shown = useMemo(() => sortQuotes(filterQuotes(quotes, view), view.sort, view.show), [quotes, view]);
  const shownIds = useMemo(() => new Set(shown.map((quote) => quote.id)), [shown]);
  const compared = comparison.chosen.flatMap((id) => quotes.find((quote) => quote.id === id) ?? []);
  const hidden = quotes.length - shown.length;

  useEffect(() => {
    if (!response.reference || !focusOnArrival) return;
    sectionRef.current?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: "start" });
  }, [response.reference, focusOnArrival]);

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="quote-results-heading"
      className="flex scroll-mt-20 flex-col gap-6 focus:outline-none"
    >
      <div className="grid gap-1">
        <h3 id="quote-results-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Your quotes
        </h3>
        <p className="text-muted-foreground">
          {quotes.length} quotes from our panel of {response.providersSearched} insurers · Reference{" "}
          <span className="font-semibold text-foreground">{response.reference}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Saved for {dataRetention.quoteValidityDays} days: come back with the link in your email, or{" "}
          <a href="/quotes" className="font-medium text-primary underline underline-offset-4">
            find a saved quote
          </a>{" "}
          by its reference.
        </p>
      </div>

      <QuoteRankingDisclosure
        providersSearched={response.providersSearched}
        chosenOrder={view.sort === "price" ? undefined : quoteSortLabels[view.sort].toLowerCase()}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <PriceSpreadChart quotes={quotes} shownIds={shownIds} show={view.show} />
        <PriceDriversSummary quotes={quotes} />
      </div>

      <ResultsControls view={view} onChange={setView} quotes={quotes} />

      <p role="status" className="font-medium">
        Showing {shown.length} of {quotes.length} quotes
        {hidden > 0 ? ` · ${hidden} hidden by your filters` : ""}
        {comparison.chosen.length > 0
          ? ` · ${comparison.chosen.length} of ${MAX_COMPARED} chosen to compare`
          : ""}
      </p>
      {comparison.chosen.length >= MAX_COMPARED ? (
        <p id="compare-full-hint" className="sr-only">
          Three quotes are chosen to compare; remove one to choose another.
        </p>
      ) : null}

      {compared.length > 0 ? (
        <CompareQuotes quotes={compared} onRemove={(quoteId) => comparison.toggle(quoteId, false)} />
      ) : null}

      {shown.length > 0 ? (
        <ol
          className="flex flex-col gap-4"
          aria-label={`Quotes, ${quoteSortLabels[view.sort].toLowerCase()}, ${view.show === "annual" ? "annual" : "monthly"} prices`}
        >
          {shown.map((quote) => (
            <li key={quote.id}>
              <QuoteResult
                reference={response.reference}
                quote={quote}
                bestValue={quote.id === cheapest?.id}
                show={view.show}
                comparison={comparison}
              />
            </li>
          ))}
        </ol>
      ) : (
        <Callout tone="warning" title="No quote matches all your filters">
          <p>
            All {quotes.length} quotes are hidden.
            {cheapest
              ? ` The cheapest is ${cheapest.provider} at ${formatGbp(headlinePrice(cheapest, view.show))} ${view.show === "annual" ? "a year" : "a month"}.`
              : ""}
          </p>
          <Button variant="primary" size="sm" className="mt-3" onClick={() => setView(withoutFilters(view))}>
            Clear filters and show all {quotes.length}
          </Button>
        </Callout>
      )}

      <QuoteAssumptions assumptions={response.assumptions} />
    </section>
  );
}

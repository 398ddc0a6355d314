import type { Quote, QuoteResponse } from "@plummet/contracts";
import { Field } from "@plummet/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@plummet/ui/select";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { QuoteCard } from "./quote-card";
import { QuoteAssumptions, QuoteRankingDisclosure } from "./quote-disclosures";
import { type QuoteSort, quoteSortLabels, sortQuotes } from "./quote-pricing";
import { SelectQuoteButton, SelectQuoteNextStep, useSelectQuote } from "./select-quote";

const sorts = Object.keys(quoteSortLabels) as QuoteSort[];

function isQuoteSort(value: string): value is QuoteSort {
  return (sorts as string[]).includes(value);
}

function QuoteResult({
  reference,
  quote,
  bestValue,
}: {
  reference: string;
  quote: Quote;
  bestValue: boolean;
}) {
  const selection = useSelectQuote(reference, quote);
  return (
    <QuoteCard
      quote={quote}
      bestValue={bestValue}
      action={<SelectQuoteButton selection={selection} quote={quote} />}
    >
      <SelectQuoteNextStep selection={selection} />
    </QuoteCard>
  );
}

/**
 * The quote set below the form: a summary with the reference, the disclosures, a sort control
 * that reorders the quotes already here (no new request), and one card per quote. The section
 * takes focus when a new set arrives so keyboard and screen-reader users land on it.
 */
export function QuoteResults({
  response,
  focusOnArrival = true,
}: {
  response: QuoteResponse;
  /** Take focus and scroll into view when a set arrives (off where the set is the whole page). */
  focusOnArrival?: boolean;
}) {
  const [sort, setSort] = useState<QuoteSort>("price");
  const sectionRef = useRef<HTMLElement>(null);
  const cheapestId = useMemo(() => sortQuotes(response.quotes, "price")[0]?.id, [response.quotes]);
  const ordered = useMemo(() => sortQuotes(response.quotes, sort), [response.quotes, sort]);

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
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h3 id="quote-results-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Your quotes
          </h3>
          <p className="text-muted-foreground">
            {response.quotes.length} quotes from our panel of {response.providersSearched} insurers ·
            Reference <span className="font-semibold text-foreground">{response.reference}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            Saved for 30 days: come back with the link in your email, or{" "}
            <Link to="/quotes" className="font-medium text-primary underline underline-offset-4">
              find a saved quote
            </Link>{" "}
            by its reference.
          </p>
        </div>
        <Field id="quote-sort" label="Sort by" className="sm:w-72">
          <Select value={sort} onValueChange={(value) => isQuoteSort(value) && setSort(value)}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sorts.map((value) => (
                <SelectItem key={value} value={value}>
                  {quoteSortLabels[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>

      <QuoteRankingDisclosure providersSearched={response.providersSearched} />

      <ol className="flex flex-col gap-4" aria-label={`Quotes, ${quoteSortLabels[sort].toLowerCase()}`}>
        {ordered.map((quote) => (
          <li key={quote.id}>
            <QuoteResult reference={response.reference} quote={quote} bestValue={quote.id === cheapestId} />
          </li>
        ))}
      </ol>

      <QuoteAssumptions assumptions={response.assumptions} />
    </section>
  );
}

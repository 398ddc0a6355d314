import type { Quote } from "@plummet/contracts";
import { monthlyPlanInWords } from "@plummet/contracts/quote-order";
import { Badge } from "@plummet/ui/badge";
import { Card } from "@plummet/ui/card";
import { StarRating } from "@plummet/ui/star-rating";
import { Check, ChevronDown } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { LazyPart, lazyOnDemand } from "../../../lib/lazy-part";
import { cardPrices, formatGbp, type PriceBasis } from "../shared/quote-pricing";
import { InsurerMark } from "./insurer-mark";

// Every figure in detail, how the price was worked out and the cover load when a card's "Details" first opens.
const QuoteExplained = lazyOnDemand(() =>
  import("./quote-explained").then((module) => module.QuoteExplained),
);

/** How many of the quote's own features the card names; the rest are under "Details". */
export const KEY_COVER_SHOWN = 3;

type QuoteCardProps = {
  quote: Quote;
  /** The cheapest quote by the headline figure carries the required 'Best Value' badge, whatever the sort. */
  bestValue: boolean;
  /** Which price the card leads with. */
  show: PriceBasis;
  /** The Select button, beside the price. */
  action: React.ReactNode;
  /** Beside "Details" at the foot of the card (the compare tick). */
  aside?: React.ReactNode;
  /** Shown across the foot of the card (what happens after Select). */
  children?: React.ReactNode;
};

/**
 * While the explanations' code loads: two boxes the size of their two closed disclosures, so
 * nothing below moves when they arrive.
 */
function QuoteExplainedLoading() {
  return (
    <div role="status" className="grid gap-2 text-muted-foreground">
      <p className="rounded-lg border border-border bg-brand-50/40 px-4 py-3">
        Loading how the price was worked out…
      </p>
      <p className="rounded-lg border border-border bg-brand-50/40 px-4 py-3">Loading the cover…</p>
      <p className="px-1">Loading the prices in detail…</p>
    </div>
  );
}

/** The id of the heading naming a quote's provider. */
export function quoteProviderId(quote: Pick<Quote, "id">): string {
  return `quote-${quote.id}-provider`;
}

/**
 * One result: the insurer, its rating, the headline price, the excess, the key cover, Select, and
 * everything a monthly payer pays (deposit, instalments, total, APR) on its face. How the price was
 * worked out, the cover in detail and the quote's reference are one tap away under "Details".
 */
export function QuoteCard({ quote, bestValue, show, action, aside, children }: QuoteCardProps) {
  const headingId = quoteProviderId(quote);
  const plan = quote.instalmentPlan;
  const { headline, otherWay } = cardPrices(quote, show);
  const keyCover = quote.features.slice(0, KEY_COVER_SHOWN);
  const [opened, setOpened] = useState(false);
  return (
    <Card aria-labelledby={headingId} role="group" highlighted={bestValue} className="gap-3 p-4 sm:p-5">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <InsurerMark quote={quote} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h4 id={headingId} className="text-lg leading-tight font-bold text-brand-900">
              {quote.provider}
            </h4>
            {bestValue ? <Badge variant="accent">Best Value</Badge> : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span>{quote.productName}</span>
            <StarRating rating={quote.rating} />
          </div>
        </div>
        <div className="col-span-2 flex items-end justify-between gap-3 sm:col-span-1 sm:row-span-2 sm:flex-col sm:items-stretch sm:justify-start sm:text-right">
          <div>
            <p className="text-2xl leading-tight font-extrabold tracking-tight text-brand-800 sm:text-3xl">
              {headline}
            </p>
            <p className="text-sm font-semibold text-brand-900">{otherWay}</p>
          </div>
          <div className="grid w-32 shrink-0 sm:w-48">{action}</div>
        </div>
        <ul
          className="col-span-2 flex flex-wrap gap-x-4 gap-y-1 text-sm sm:col-span-1 sm:col-start-2"
          aria-label={`Key cover with ${quote.provider}`}
        >
          <li className="font-semibold">Excess {formatGbp(quote.excess, { whole: true })}</li>
          {keyCover.map((feature) => (
            <li key={feature} className="flex items-center gap-1">
              <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="col-span-2 rounded-md bg-brand-50/60 px-3 py-1.5 text-sm sm:col-span-3">
          <span className="font-semibold">Paying monthly:</span> {monthlyPlanInWords(plan)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t border-border pt-2">
        <details
          className="group/details min-w-0 flex-1 open:basis-full"
          onToggle={(event) => {
            if (event.currentTarget.open) setOpened(true);
          }}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details' own control; these only preload */}
          <summary
            onPointerEnter={QuoteExplained.preload}
            onFocus={QuoteExplained.preload}
            className="flex w-fit cursor-pointer list-none items-center gap-3 rounded-md py-1 text-sm font-semibold text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
          >
            <span className="flex items-center gap-1.5">
              Details
              <span className="sr-only">
                {" "}
                of {quote.provider}'s quote: prices, cover and how it was worked out
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-open/details:rotate-180"
              />
            </span>
          </summary>
          <div className="mt-3 grid gap-3 text-sm md:grid-cols-2 md:items-start">
            {opened ? (
              <LazyPart fallback={<QuoteExplainedLoading />}>
                <QuoteExplained quote={quote} />
              </LazyPart>
            ) : null}
          </div>
        </details>
        {aside}
      </div>
      {children}
    </Card>
  );
}

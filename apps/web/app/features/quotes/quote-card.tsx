import type { Quote } from "@plummet/contracts";
import { Badge } from "@plummet/ui/badge";
import { Card } from "@plummet/ui/card";
import { InitialsBadge } from "@plummet/ui/initials-badge";
import { StarRating } from "@plummet/ui/star-rating";
import { Check } from "lucide-react";
import type * as React from "react";
import { costOfPayingMonthly, formatGbp, monthlyLabel } from "./quote-pricing";

type QuoteCardProps = {
  quote: Quote;
  /** The cheapest quote carries SPEC's 'Best Value' badge, whatever the sort order. */
  bestValue: boolean;
  /** The Select button, under the prices. */
  action: React.ReactNode;
  /** Shown across the foot of the card (what happens after Select). */
  children?: React.ReactNode;
};

function PriceRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-semibold whitespace-nowrap">{value}</dd>
    </div>
  );
}

/** The id of the heading naming a quote's provider. */
export function quoteProviderId(quote: Pick<Quote, "id">): string {
  return `quote-${quote.id}-provider`;
}

/** One result: the insurer, its product and rating, what is included, and every price figure. */
export function QuoteCard({ quote, bestValue, action, children }: QuoteCardProps) {
  const headingId = quoteProviderId(quote);
  const extra = costOfPayingMonthly(quote);
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      className={`gap-5 p-5 sm:p-6 ${bestValue ? "border-2 border-accent-400" : ""}`}
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <InitialsBadge name={quote.provider} />
          <div className="flex min-w-0 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h4 id={headingId} className="text-lg font-bold text-brand-900">
                {quote.provider}
              </h4>
              {bestValue ? <Badge variant="accent">Best Value</Badge> : null}
            </div>
            <p className="text-muted-foreground">{quote.productName}</p>
            <StarRating rating={quote.rating} />
            <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
              {quote.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex flex-col gap-3 border-t border-border pt-4 md:w-72 md:shrink-0 md:border-t-0 md:border-l md:pt-0 md:pl-6">
          <p className="text-3xl font-extrabold tracking-tight text-brand-800">{monthlyLabel(quote)}</p>
          <dl className="grid gap-1 text-sm">
            <PriceRow term="Pay annually" value={formatGbp(quote.annualPrice)} />
            <PriceRow term="Paying monthly adds" value={extra > 0 ? formatGbp(extra) : "nothing"} />
            <PriceRow term="Excess" value={formatGbp(quote.excess, { whole: true })} />
          </dl>
          {action}
          <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">Quote reference {quote.id}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

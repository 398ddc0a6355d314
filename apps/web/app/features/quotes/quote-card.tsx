import type { Quote } from "@plummet/contracts";
import { Badge } from "@plummet/ui/badge";
import { Card } from "@plummet/ui/card";
import { InitialsBadge } from "@plummet/ui/initials-badge";
import { StarRating } from "@plummet/ui/star-rating";
import { Check } from "lucide-react";
import type * as React from "react";
import { CoverDetails } from "./cover-details";
import { PriceBreakdownDetails } from "./price-breakdown-details";
import { annualLabel, formatGbp, instalmentsLabel, monthlyLabel } from "./quote-pricing";
import type { PriceBasis } from "./results-view";

type QuoteCardProps = {
  quote: Quote;
  /** The cheapest quote by the headline figure carries SPEC's 'Best Value' badge, whatever the sort. */
  bestValue: boolean;
  /** Which price the card leads with. */
  show: PriceBasis;
  /** The Select button and the compare choice, under the prices. */
  action: React.ReactNode;
  /** Shown across the foot of the card (what happens after Select). */
  children?: React.ReactNode;
};

function PriceRow({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

/** The id of the heading naming a quote's provider. */
export function quoteProviderId(quote: Pick<Quote, "id">): string {
  return `quote-${quote.id}-provider`;
}

/** What paying monthly costs, as the insurer states it: the credit charge and representative APR. */
function creditCost(plan: Quote["instalmentPlan"]): string {
  return plan.creditCharge > 0
    ? `${formatGbp(plan.creditCharge)} (${plan.apr.toFixed(1)}% APR representative)`
    : "Nothing extra (0% APR)";
}

/**
 * One result: the insurer, its product and rating, what is included, every price figure with the
 * instalment plan as the insurer states it, and disclosures for how the price was worked out and
 * the cover in detail.
 */
export function QuoteCard({ quote, bestValue, show, action, children }: QuoteCardProps) {
  const headingId = quoteProviderId(quote);
  const plan = quote.instalmentPlan;
  const [headline, otherWay] =
    show === "annual"
      ? [annualLabel(quote), `or ${instalmentsLabel(plan)} monthly`]
      : [monthlyLabel(quote), `or ${formatGbp(quote.annualPrice)} paid once a year`];
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
        <div className="flex flex-col gap-3 border-t border-border pt-4 md:w-80 md:shrink-0 md:border-t-0 md:border-l md:pt-0 md:pl-6">
          <div>
            <p className="text-3xl font-extrabold tracking-tight text-brand-800">{headline}</p>
            <p className="text-sm text-muted-foreground">{otherWay}</p>
          </div>
          <dl className="grid gap-1 text-sm">
            <PriceRow term="Pay annually" value={formatGbp(quote.annualPrice)} />
            <PriceRow term="Pay monthly" value={instalmentsLabel(plan)} />
            <PriceRow term="Total paying monthly" value={formatGbp(plan.totalPayable)} />
            <PriceRow term="Cost of paying monthly" value={creditCost(plan)} />
            <PriceRow term="Excess" value={formatGbp(quote.excess, { whole: true })} />
          </dl>
          {action}
          <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">Quote reference {quote.id}</p>
        </div>
      </div>
      <div className="grid gap-2 border-t border-border pt-4 md:grid-cols-2 md:items-start md:gap-4">
        <PriceBreakdownDetails quote={quote} />
        <CoverDetails quote={quote} />
      </div>
      {children}
    </Card>
  );
}

import type { Quote } from "@plummet/contracts";
import { Check } from "lucide-react";
import type * as React from "react";
import { CoverDetails } from "../compare/cover-details";
import { PriceBreakdownDetails } from "../compare/price-breakdown-details";
import { formatGbp, instalmentsLabel } from "../shared/quote-pricing";
import { KEY_COVER_SHOWN } from "./quote-card";

function PriceRow({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-border/70 py-1.5 last:border-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

/** What paying monthly costs, as the insurer states it: the credit charge and representative APR. */
export function creditCost(plan: Quote["instalmentPlan"]): string {
  return plan.creditCharge > 0
    ? `${formatGbp(plan.creditCharge)} (${plan.apr.toFixed(1)}% APR representative)`
    : "Nothing extra (0% APR)";
}

/**
 * A card's "Details", loaded when first opened: every price in a list, the rest of the cover, the
 * quote's reference, then how its price was worked out and its cover, each a disclosure.
 */
export function QuoteExplained({ quote }: { quote: Quote }) {
  const plan = quote.instalmentPlan;
  return (
    <>
      <section aria-label={`Prices from ${quote.provider}`}>
        <dl>
          <PriceRow term="Pay annually" value={formatGbp(quote.annualPrice)} />
          <PriceRow term="Pay monthly" value={instalmentsLabel(plan)} />
          <PriceRow term="Total paying monthly" value={formatGbp(plan.totalPayable)} />
          <PriceRow term="Cost of paying monthly" value={creditCost(plan)} />
          <PriceRow term="Excess" value={formatGbp(quote.excess, { whole: true })} />
        </dl>
        {quote.features.length > KEY_COVER_SHOWN ? (
          <ul className="mt-3 grid gap-1">
            {quote.features.slice(KEY_COVER_SHOWN).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 text-xs text-muted-foreground [overflow-wrap:anywhere]">
          Quote reference {quote.id}
        </p>
      </section>
      <div className="grid gap-2">
        <PriceBreakdownDetails quote={quote} />
        <CoverDetails quote={quote} />
      </div>
    </>
  );
}

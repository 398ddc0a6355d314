import type { QuoteResponse } from "@plummet/contracts";
import { Badge } from "@plummet/ui/badge";
import { Button } from "@plummet/ui/button";
import { Card } from "@plummet/ui/card";
import { InitialsBadge } from "@plummet/ui/initials-badge";
import { StarRating } from "@plummet/ui/star-rating";

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** The quote set, cheapest first; the first carries the 'Best Value' badge. */
export function QuoteResults({ response }: { response: QuoteResponse }) {
  return (
    <section aria-labelledby="quote-results-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="quote-results-heading" className="text-2xl font-bold">
          Your quotes
        </h3>
        <p className="text-sm text-muted-foreground">
          Reference {response.reference} · {response.quotes.length} quotes from {response.providersSearched}{" "}
          insurers searched · ordered by price, cheapest first
        </p>
      </div>
      <ol className="flex flex-col gap-4">
        {response.quotes.map((quote, index) => (
          <li key={quote.id}>
            <Card className="flex-row flex-wrap items-center gap-4 p-5 sm:flex-nowrap">
              <InitialsBadge name={quote.provider} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="text-lg font-bold">{quote.provider}</h4>
                  {index === 0 ? <Badge variant="accent">Best Value</Badge> : null}
                </div>
                <p className="text-muted-foreground">{quote.productName}</p>
                <StarRating rating={quote.rating} />
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {quote.features.map((feature) => (
                    <li key={feature}>✓ {feature}</li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-col items-end gap-2 text-right">
                <p className="text-2xl font-extrabold text-brand-800">£{quote.monthlyPrice.toFixed(2)}/mo</p>
                <p className="text-sm text-muted-foreground">
                  or {gbp.format(quote.annualPrice)} a year · {gbp.format(quote.excess)} excess
                </p>
                <Button size="sm">Select</Button>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

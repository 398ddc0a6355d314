import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { StarRating } from "@plummet/ui/star-rating";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";
import { X } from "lucide-react";
import type * as React from "react";
import { formatGbp, instalmentsLabel } from "../shared/quote-pricing";
import { CoverStatusText } from "./cover-status";

/** At most this many quotes side by side: more will not fit a phone or a reader's memory. */
export const MAX_COMPARED = 3;

/** The tick on a card that puts its quote in the comparison. */
export function CompareToggle({
  quote,
  chosen,
  full,
  onToggle,
}: {
  quote: Pick<Quote, "id" | "provider">;
  chosen: boolean;
  /** Three are chosen already: others cannot be ticked until one is taken off. */
  full: boolean;
  onToggle: (wanted: boolean) => void;
}) {
  const id = `compare-${quote.id}`;
  const disabled = full && !chosen;
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={chosen}
        disabled={disabled}
        aria-describedby={disabled ? "compare-full-hint" : undefined}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-5 accent-brand-700 disabled:cursor-not-allowed"
      />
      <label htmlFor={id} className={disabled ? "text-muted-foreground" : "cursor-pointer"}>
        Compare<span className="sr-only"> {quote.provider}</span>
      </label>
    </div>
  );
}

function Row({
  label,
  quotes,
  cell,
}: {
  label: string;
  quotes: readonly Quote[];
  cell: (quote: Quote) => React.ReactNode;
}) {
  return (
    <TableRow>
      <TableHead scope="row" className="sticky left-0 bg-white font-medium whitespace-normal">
        {label}
      </TableHead>
      {quotes.map((quote) => (
        <TableCell key={quote.id}>{cell(quote)}</TableCell>
      ))}
    </TableRow>
  );
}

/**
 * The chosen quotes side by side: prices, the instalment plan, excess, rating and every catalogue
 * feature. A real table (row and column headers), so a screen reader names each cell; on a phone
 * it scrolls sideways with the row names kept in view.
 */
export function CompareQuotes({
  quotes,
  onRemove,
}: {
  quotes: readonly Quote[];
  onRemove: (quoteId: string) => void;
}) {
  const features = quotes[0]?.cover ?? [];
  return (
    <section
      id="compare-quotes"
      aria-labelledby="compare-heading"
      tabIndex={-1}
      className="grid scroll-mt-20 gap-3 focus:outline-none"
    >
      <h4 id="compare-heading" className="text-xl font-bold text-brand-900">
        Compare your chosen quotes
      </h4>
      {quotes.length < 2 ? (
        <p className="text-muted-foreground">
          Tick "Compare" on {quotes.length === 0 ? "two or three quotes" : "one or two more quotes"} to see
          them side by side.
        </p>
      ) : (
        <Table caption={`${quotes.length} quotes side by side`} hideCaption className="min-w-[36rem]">
          <TableHeader>
            <TableRow>
              <TableHead className="sticky left-0 bg-brand-50">
                <span className="sr-only">Feature</span>
              </TableHead>
              {quotes.map((quote) => (
                <TableHead key={quote.id} className="whitespace-normal">
                  <span className="block">{quote.provider}</span>
                  <span className="block font-normal text-muted-foreground">{quote.productName}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1 -ml-2 h-8"
                    onClick={() => onRemove(quote.id)}
                  >
                    <X aria-hidden="true" /> Remove
                    <span className="sr-only"> {quote.provider} from the comparison</span>
                  </Button>
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            <Row label="Pay annually" quotes={quotes} cell={(quote) => formatGbp(quote.annualPrice)} />
            <Row
              label="Pay monthly"
              quotes={quotes}
              cell={(quote) => instalmentsLabel(quote.instalmentPlan)}
            />
            <Row
              label="Total paying monthly"
              quotes={quotes}
              cell={(quote) => formatGbp(quote.instalmentPlan.totalPayable)}
            />
            <Row
              label="Representative APR"
              quotes={quotes}
              cell={(quote) => `${quote.instalmentPlan.apr.toFixed(1)}%`}
            />
            <Row label="Excess" quotes={quotes} cell={(quote) => formatGbp(quote.excess, { whole: true })} />
            <Row label="Star rating" quotes={quotes} cell={(quote) => <StarRating rating={quote.rating} />} />
            {features.map((feature) => (
              <Row
                key={feature.feature}
                label={feature.name}
                quotes={quotes}
                cell={(quote) => {
                  const item = quote.cover.find((candidate) => candidate.feature === feature.feature);
                  return item ? <CoverStatusText item={item} /> : "Not stated";
                }}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { StarRating } from "@plummet/ui/star-rating";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";
import { X } from "lucide-react";
import type * as React from "react";
import { formatGbp, instalmentsLabel } from "../shared/quote-pricing";
import { CompareHint, CompareSection } from "./compare-choice";
import { CoverStatusText } from "./cover-status";

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
      <TableHead scope="row" wrap className="sticky left-0 bg-white">
        <span className="font-medium">{label}</span>
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
    <CompareSection>
      {quotes.length < 2 ? (
        <CompareHint count={quotes.length} />
      ) : (
        <Table caption={`${quotes.length} quotes side by side`} hideCaption className="min-w-[36rem]">
          <TableHeader>
            <TableRow>
              <TableHead className="sticky left-0 bg-brand-50">
                <span className="sr-only">Feature</span>
              </TableHead>
              {quotes.map((quote) => (
                <TableHead key={quote.id} wrap>
                  <span className="block">{quote.provider}</span>
                  <span className="block font-normal text-muted-foreground">{quote.productName}</span>
                  <Button variant="ghost" size="xs" className="mt-1 -ml-2" onClick={() => onRemove(quote.id)}>
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
    </CompareSection>
  );
}

import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { StarRating } from "@plummet/ui/star-rating";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";
import { X } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { formatGbp, instalmentsLabel } from "../shared/quote-pricing";
import { CompareHint, CompareSection } from "./compare-choice";
import { CoverStatusText } from "./cover-status";

/**
 * On a phone two quotes fit side by side: with three chosen, the visitor switches which two are
 * shown (`pair`: the indexes shown); from `sm` up every column shows.
 */
const PAIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 2],
  [0, 2],
];
const PAIR_LABELS = ["1st & 2nd", "2nd & 3rd", "1st & 3rd"];
const columnClass = (index: number, pair: readonly number[]) => (pair.includes(index) ? "" : "max-sm:hidden");

function Row({
  label,
  quotes,
  pair,
  cell,
}: {
  label: string;
  quotes: readonly Quote[];
  pair: readonly number[];
  cell: (quote: Quote) => React.ReactNode;
}) {
  return (
    <TableRow>
      <TableHead scope="row" wrap className="bg-white sm:sticky sm:left-0">
        <span className="font-medium">{label}</span>
      </TableHead>
      {quotes.map((quote, index) => (
        <TableCell
          key={quote.id}
          className={`max-sm:px-2 max-sm:whitespace-normal ${columnClass(index, pair)}`}
        >
          {cell(quote)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** A phone's bar above the table: which two quotes are shown, their names and annual prices, kept in view. */
function PhoneCompareBar({
  quotes,
  pairIndex,
  onPair,
}: {
  quotes: readonly Quote[];
  pairIndex: number;
  onPair: (index: number) => void;
}) {
  const pair = quotes.length > 2 ? PAIRS[pairIndex]! : [0, 1];
  return (
    <div className="sticky top-16 z-10 -mx-1 grid gap-2 rounded-lg border border-border bg-white/95 p-2 shadow-sm backdrop-blur sm:hidden">
      {quotes.length > 2 ? (
        <fieldset className="grid gap-1">
          <legend className="text-xs font-semibold text-muted-foreground">
            Two at a time on this screen: show
          </legend>
          <div className="grid grid-cols-3 gap-1">
            {PAIRS.map(([a, b], index) => (
              <Button
                key={`${a}-${b}`}
                type="button"
                size="xs"
                variant={index === pairIndex ? "primary" : "outline"}
                aria-pressed={index === pairIndex}
                onClick={() => onPair(index)}
                className="h-auto min-h-8 whitespace-normal py-1 text-left leading-tight"
              >
                {PAIR_LABELS[index]}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid grid-cols-2 gap-2" aria-hidden="true">
        {pair.map((index) => {
          const quote = quotes[index]!;
          return (
            <p key={quote.id} className="min-w-0 text-sm leading-tight">
              <span className="block font-bold break-words text-brand-900">{quote.provider}</span>
              <span className="block font-semibold">{formatGbp(quote.annualPrice)}/yr</span>
            </p>
          );
        })}
      </div>
    </div>
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
  const [pairIndex, setPairIndex] = useState(0);
  const pair = quotes.length > 2 ? PAIRS[Math.min(pairIndex, PAIRS.length - 1)]! : [0, 1];
  return (
    <CompareSection>
      {quotes.length < 2 ? (
        <CompareHint count={quotes.length} />
      ) : (
        <>
          <PhoneCompareBar quotes={quotes} pairIndex={pairIndex} onPair={setPairIndex} />
          <Table
            caption={`${quotes.length} quotes side by side`}
            hideCaption
            className="table-fixed sm:min-w-[36rem] sm:table-auto"
          >
            <TableHeader>
              <TableRow>
                <TableHead className="w-[34%] bg-brand-50 sm:sticky sm:left-0 sm:w-auto">
                  <span className="sr-only">Feature</span>
                </TableHead>
                {quotes.map((quote, index) => (
                  <TableHead key={quote.id} wrap className={`max-sm:px-2 ${columnClass(index, pair)}`}>
                    <span className="block break-words">{quote.provider}</span>
                    <span className="block font-normal text-muted-foreground">{quote.productName}</span>
                    <Button
                      variant="ghost"
                      size="xs"
                      className="mt-1 -ml-2"
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
              <Row
                pair={pair}
                label="Pay annually"
                quotes={quotes}
                cell={(quote) => formatGbp(quote.annualPrice)}
              />
              <Row
                pair={pair}
                label="Pay monthly"
                quotes={quotes}
                cell={(quote) => instalmentsLabel(quote.instalmentPlan)}
              />
              <Row
                pair={pair}
                label="Total paying monthly"
                quotes={quotes}
                cell={(quote) => formatGbp(quote.instalmentPlan.totalPayable)}
              />
              <Row
                pair={pair}
                label="Representative APR"
                quotes={quotes}
                cell={(quote) => `${quote.instalmentPlan.apr.toFixed(1)}%`}
              />
              <Row
                pair={pair}
                label="Excess"
                quotes={quotes}
                cell={(quote) => formatGbp(quote.excess, { whole: true })}
              />
              <Row
                pair={pair}
                label="Star rating"
                quotes={quotes}
                cell={(quote) => <StarRating rating={quote.rating} />}
              />
              {features.map((feature) => (
                <Row
                  pair={pair}
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
        </>
      )}
    </CompareSection>
  );
}

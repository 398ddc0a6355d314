import type { PreviousPrices, Quote } from "@plummet/contracts";
import { TrendingDown } from "lucide-react";
import { useMemo } from "react";
import { SINCE_LAST_QUOTES_ID } from "../shared/page-address";
import { cheapestLine, type PriceChanges, priceChanges } from "./previous-prices";
import { SinceLastQuotes } from "./since-last-quotes";

/**
 * The top of a set a renewal reminder made: one line with the cheapest price then and now, short
 * enough to keep the cheapest quote on the first screen; its link goes to the details below.
 */
export function SinceLastQuotesLine({ changes }: { changes: PriceChanges }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-success/40 bg-success-soft px-3 py-2 text-sm sm:text-base">
      <TrendingDown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success sm:mt-1" />
      <span>
        <span className="font-semibold">New prices for your renewal.</span> {cheapestLine(changes)}{" "}
        <a
          href={`#${SINCE_LAST_QUOTES_ID}`}
          className="font-medium whitespace-nowrap text-primary underline underline-offset-4"
        >
          What changed
        </a>
      </span>
    </p>
  );
}

/**
 * Only a set a renewal reminder made has last prices to compare, so the comparison's code loads
 * with it (saved-quote-set.tsx): the line at the top and, below the quotes, what changed.
 */
export function SinceLastQuotesParts({
  previous,
  quotes,
  part,
}: {
  previous: PreviousPrices;
  quotes: readonly Quote[];
  part: "line" | "details";
}) {
  const changes = useMemo(() => priceChanges(previous, quotes), [previous, quotes]);
  return part === "line" ? (
    <SinceLastQuotesLine changes={changes} />
  ) : (
    <SinceLastQuotes previous={previous} changes={changes} />
  );
}

import type { Quote } from "@plummet/contracts";
import { CoverDetails } from "../compare/cover-details";
import { PriceBreakdownDetails } from "../compare/price-breakdown-details";

/** The end of a card's "Details": how its price was worked out and its cover, each a disclosure. */
export function QuoteExplained({ quote }: { quote: Quote }) {
  return (
    <div className="grid gap-2">
      <PriceBreakdownDetails quote={quote} />
      <CoverDetails quote={quote} />
    </div>
  );
}

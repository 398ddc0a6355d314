import type { Quote } from "@plummet/contracts";
import type { PriceBasis } from "../shared/quote-pricing";
import { PriceDriversSummary } from "./price-drivers";
import { PriceSpreadChart } from "./price-spread-chart";

/** Where the prices sit and what moved them most, side by side on wide screens. */
export function PriceInsights({
  quotes,
  shownIds,
  show,
}: {
  quotes: readonly Quote[];
  shownIds: ReadonlySet<string>;
  show: PriceBasis;
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <PriceSpreadChart quotes={quotes} shownIds={shownIds} show={show} />
      <PriceDriversSummary quotes={quotes} />
    </div>
  );
}

import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";

/** Every quote hidden by the visitor's filters: said, with the cheapest of them and a way back. */
export function NoQuoteMatches({
  count,
  cheapest,
  onClear,
}: {
  count: number;
  /** The cheapest quote hidden, its price in words ("£412.30 a year"). */
  cheapest: { provider: string; price: string } | undefined;
  onClear: () => void;
}) {
  return (
    <Callout tone="warning" title="No quote matches all your filters">
      <p>
        All {count} quotes are hidden.
        {cheapest ? ` The cheapest is ${cheapest.provider} at ${cheapest.price}.` : ""}
      </p>
      <Button variant="primary" size="sm" className="mt-3" onClick={onClear}>
        Clear filters and show all {count}
      </Button>
    </Callout>
  );
}

import type { SelectQuoteResponse } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { ExternalLink } from "lucide-react";

/**
 * Where the visitor goes next once the API has recorded their choice. Its code loads when Select
 * is pressed (select-quote.tsx): most visits to a results page select nothing.
 */
export function SelectNextStepCallout({ next }: { next: SelectQuoteResponse }) {
  return (
    // min-w-0 lets the text column shrink on a phone; long references wrap anywhere.
    <Callout tone="tip" title={`Next: finish buying with ${next.provider}`} className="[&>div]:min-w-0">
      <p className="[overflow-wrap:anywhere]">{next.message}</p>
      <Button asChild variant="cta" size="sm" wrap className="mt-3">
        {/* A new tab, as its icon says, so these results stay open behind it. */}
        <a href={next.redirectUrl} target="_blank" rel="noopener">
          Continue to {next.provider} <ExternalLink aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    </Callout>
  );
}

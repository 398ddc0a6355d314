import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { NextSteps } from "./next-steps";

function Problem({
  title,
  children,
  retry,
}: {
  title: string;
  children: React.ReactNode;
  retry?: () => void;
}) {
  return (
    <div className="grid max-w-2xl gap-6" role="alert">
      <Callout tone="warning" title={title}>
        {children}
      </Callout>
      <div className="flex flex-wrap gap-3">
        {retry ? (
          <Button variant="primary" onClick={retry}>
            Try again
          </Button>
        ) : null}
        <NextSteps />
      </div>
    </div>
  );
}

/** Why the set named in the address cannot be shown: unknown, expired, or the service not answering. */
export function SetProblem({
  reference,
  status,
  quoteValidityDays,
  retry,
}: {
  reference: string;
  /** The service's answer (404, 410, ...), or none when it did not answer. */
  status: number | undefined;
  quoteValidityDays: number;
  retry: () => void;
}) {
  if (status === 404 || status === 400) {
    return (
      <Problem title="We can't find these quotes">
        There is no saved quote set with the reference {reference}. Check the reference in your email, or get
        new quotes: it takes about a minute.
      </Problem>
    );
  }
  if (status === 410) {
    return (
      <Problem title="These quotes have expired">
        Quotes are saved for {quoteValidityDays} days, and the prices for {reference} are no longer available.
        Get new quotes to see today's prices.
      </Problem>
    );
  }
  return (
    <Problem title="We can't load your quotes just now" retry={retry}>
      Our quotes service did not answer. Your quotes are still saved: try again in a moment.
    </Problem>
  );
}

/** A set no insurer priced. */
export function NoQuotes() {
  return (
    <Callout tone="info" title="No insurer could quote">
      None of the insurers on our panel offered a price for these answers. Changing the cover level may help.
    </Callout>
  );
}

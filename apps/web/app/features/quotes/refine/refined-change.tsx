import type { QuoteSetResponse } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { answerOf, api } from "../../../lib/api";
import type { RefinedFrom } from "./refined-from";
import { summariseSet, whatChanged } from "./what-changed";

/**
 * Above the new first quote after "Update my prices": what moved, read out and in view with the
 * quotes under it. A refine is not emailed (a visit is not one email per change), so it offers to
 * email these prices, once.
 */
export function RefinedChange({ set, refinedFrom }: { set: QuoteSetResponse; refinedFrom: RefinedFrom }) {
  const change = whatChanged(refinedFrom, summariseSet(set));
  const statusRef = useRef<HTMLDivElement>(null);
  const email = useMutation({
    mutationFn: () =>
      answerOf(api.POST("/api/quotes/{reference}/email", { params: { path: { reference: set.reference } } })),
  });

  useEffect(() => {
    statusRef.current?.focus({ preventScroll: true });
    statusRef.current?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <div ref={statusRef} role="status" tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <Callout tone="tip" title="Your prices have been updated">
        <p>
          {change} Compared with quote set {refinedFrom.reference}.
        </p>
        {email.isSuccess ? (
          <p className="mt-2 font-medium">{email.data.message}</p>
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>We have not emailed these new prices.</span>
            <Button size="sm" variant="outline" busy={email.isPending} onClick={() => email.mutate()}>
              {email.isPending ? "Sending..." : "Email me these quotes"}
            </Button>
            {email.isError ? (
              <span role="alert" className="text-destructive">
                We couldn't send the email just now. Please try again in a moment.
              </span>
            ) : null}
          </div>
        )}
      </Callout>
    </div>
  );
}

import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { MailCheck } from "lucide-react";
import type { ApiProblem } from "../../lib/api-problem";
import { DonePanel } from "./done-panel";

/**
 * "Check your email", in place of a form that emailed a link: the service's one answer (the same
 * whether or not the address is known) and a way to ask for another address.
 */
export function CheckYourEmail({
  message,
  onAnotherAddress,
}: {
  message: string;
  onAnotherAddress: () => void;
}) {
  return (
    <DonePanel title="Check your email" tone="info" icon={MailCheck}>
      <p>{message}</p>
      <div>
        <Button variant="outline" onClick={onAnotherAddress}>
          Use another address
        </Button>
      </div>
    </DonePanel>
  );
}

/** Why a link could not be sent: too many requests (the service's words), or no answer. */
export function LinkNotSent({ problem }: { problem: ApiProblem }) {
  const tooMany = problem.status === 429;
  return (
    <Callout
      tone="warning"
      title={tooMany ? "Too many requests" : "Sorry, we could not send a link"}
      role="alert"
    >
      {tooMany
        ? (problem.message ?? "Please wait a little and try again.")
        : "Our service did not answer. Please try again in a moment."}
    </Callout>
  );
}

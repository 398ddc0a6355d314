import { Button } from "@plummet/ui/button";
import { MailCheck } from "lucide-react";
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

import type { UnsubscribeResponse } from "@plummet/contracts";
import { TextLink } from "@plummet/ui/link";
import { MailX } from "lucide-react";
import { answerOf, api } from "../../lib/api";
import { OneClickForm } from "./one-click-form";

/** "1 quote set", "2 reminders". */
const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** What the answer says was done, in plain words. */
export function unsubscribedLines(
  answer: Pick<UnsubscribeResponse, "marketingWithdrawn" | "remindersCancelled">,
): string[] {
  return [
    answer.marketingWithdrawn > 0
      ? `Your consent to news and offers is withdrawn (it was given with ${count(answer.marketingWithdrawn, "quote set", "quote sets")}).`
      : "You had not agreed to news and offers, or had already withdrawn it: nothing to change there.",
    answer.remindersCancelled > 0
      ? `${count(answer.remindersCancelled, "renewal reminder is", "renewal reminders are")} cancelled, and the answers kept for ${answer.remindersCancelled === 1 ? "it" : "them"} deleted.`
      : "No renewal reminder was waiting to be sent.",
    "No other email comes to this address, except a link to your data if you ask for one.",
  ];
}

/** The /unsubscribe page's island (islands/registry.ts). */
export function Unsubscribe({ tokenPattern }: { tokenPattern: string }) {
  return (
    <OneClickForm
      tokenPattern={tokenPattern}
      path="/api/unsubscribe"
      post={(token) => answerOf(api.POST("/api/unsubscribe", { body: { token } }))}
      label="Unsubscribe"
      missing={
        <>
          <p>
            Use the Unsubscribe link at the bottom of any email from us: it carries a code that says which
            address to unsubscribe. If the link is split over two lines, copy all of it into your browser.
          </p>
          <p className="mt-2">
            No email to hand? <TextLink href="/contact">Contact us</TextLink> with the address and we will
            unsubscribe it for you.
          </p>
        </>
      }
      next="Use the Unsubscribe link in the latest email from us, or contact us and we will do it for you."
      button={{ icon: MailX, idle: "Unsubscribe", busy: "Unsubscribing..." }}
      done="You are unsubscribed"
      details={(answer) => (
        <ul className="grid list-disc gap-1 pl-5">
          {unsubscribedLines(answer).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    />
  );
}

import type { UnsubscribeResponse } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { TextLink } from "@plummet/ui/link";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import { API_URL, answerOf, api } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import { shownWith, shownWithout, useQueryValue } from "./link-address";
import { LinkProblemCallout, MissingLink } from "./link-problem-callout";

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
  const token = useQueryValue("token", tokenPattern);
  const mutation = useMutation({
    mutationFn: (linkToken: string) => answerOf(api.POST("/api/unsubscribe", { body: { token: linkToken } })),
  });
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus();
  }, [mutation.isSuccess]);

  if (mutation.isSuccess) {
    return (
      <div role="status" className="grid gap-3 rounded-lg border-2 border-success bg-success-soft p-5 sm:p-6">
        <h2
          ref={doneRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-bold focus:outline-none"
        >
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" />
          You are unsubscribed
        </h2>
        <p>{mutation.data.message}</p>
        <ul className="grid list-disc gap-1 pl-5">
          {unsubscribedLines(mutation.data).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <TextLink href="/">Back to home</TextLink>
        </p>
      </div>
    );
  }

  const present = typeof token === "string";
  const problem = mutation.isError ? apiProblem(mutation.error) : undefined;
  return (
    <div className="grid gap-5">
      <div {...shownWithout("token", present)}>
        <MissingLink>
          <p>
            Use the Unsubscribe link at the bottom of any email from us: it carries a code that says which
            address to unsubscribe. If the link is split over two lines, copy all of it into your browser.
          </p>
          <p className="mt-2">
            No email to hand? <TextLink href="/contact">Contact us</TextLink> with the address and we will
            unsubscribe it for you.
          </p>
        </MissingLink>
      </div>
      <form
        method="post"
        action={`${API_URL}/api/unsubscribe`}
        aria-label="Unsubscribe"
        className="grid gap-4"
        {...shownWith("token", present)}
        onSubmit={(event) => {
          event.preventDefault();
          if (token) mutation.mutate(token);
        }}
      >
        <input type="hidden" name="token" value={token ?? ""} data-query="token" />
        {problem ? (
          <LinkProblemCallout
            status={problem.status}
            message={problem.message}
            next="Use the Unsubscribe link in the latest email from us, or contact us and we will do it for you."
          />
        ) : null}
        <div>
          <Button
            type="submit"
            size="lg"
            variant="primary"
            busy={mutation.isPending}
            className="w-full sm:w-auto"
          >
            <MailX aria-hidden="true" />
            {mutation.isPending ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        </div>
      </form>
    </div>
  );
}

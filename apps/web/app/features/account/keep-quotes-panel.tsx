import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { useMutation } from "@tanstack/react-query";
import { MailCheck, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { apiProblem } from "../../lib/api-problem";
import { CheckboxField } from "../email-links/checkbox-field";
import { accountApi } from "./account-api";

export type KeepQuotesPanelProps = {
  reference: string;
  /** The set was priced on the visitor's own detailed answers: they can be kept for next year. */
  detailed: boolean;
};

/**
 * "Keep your quotes" on a quote set's page (headed "Keep these quotes in your account": a region
 * named with "your quotes" in it would be found by the journeys that look for the quotes' own) (loaded as the visitor nears it): emails a link to the
 * set's own address, which confirms it and keeps the set (and, if asked, its answers) in an account.
 */
export function KeepQuotesPanel({ reference, detailed }: KeepQuotesPanelProps) {
  // `accountPages.account`, written here: importing the contracts' values from this part made the
  // build split code the quote set's page loads first into more chunks (0.5 KB more).
  const accountPath = "/account";
  const id = useId();
  const [keepAnswers, setKeepAnswers] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const keep = useMutation({ mutationFn: () => accountApi.keepQuotes(reference, detailed && keepAnswers) });
  useEffect(() => {
    if (keep.isSuccess) doneRef.current?.focus();
  }, [keep.isSuccess]);
  const problem = keep.isError ? apiProblem(keep.error) : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
    >
      <div className="grid gap-2">
        <h2
          id={`${id}-title`}
          className="flex items-center gap-2 text-xl font-bold text-brand-900 sm:text-2xl"
        >
          <UserRound aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          Keep these quotes in your account
        </h2>
        <p className="max-w-3xl text-muted-foreground">
          Keep this set and every quote for your address in one place, on any device. There is no password:
          you sign in with a passkey or a link we email you.{" "}
          <a href={accountPath} className="font-medium text-primary underline underline-offset-4">
            About your account
          </a>
        </p>
      </div>
      {keep.isSuccess ? (
        <div role="status" className="flex gap-3 rounded-lg border-2 border-info bg-info-soft/40 p-4">
          <MailCheck aria-hidden="true" className="size-6 shrink-0 text-info" />
          <p ref={doneRef} tabIndex={-1} className="focus:outline-none">
            {keep.data?.message}
          </p>
        </div>
      ) : (
        <form
          aria-label="Keep these quotes in your account"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            keep.mutate();
          }}
        >
          {detailed ? (
            <CheckboxField
              id={`${id}-answers`}
              label="Also keep my answers so I can quote again next year"
              checked={keepAnswers}
              onChange={setKeepAnswers}
            />
          ) : null}
          {problem ? (
            <Callout tone="warning" title="We could not send the link" role="alert">
              {problem.status === 410
                ? "These quotes have expired, so they can't be kept. Get new quotes, then keep those."
                : problem.status !== undefined && problem.status < 500
                  ? (problem.message ?? "Please try again in a moment.")
                  : "Our service did not answer. Please try again in a moment."}
            </Callout>
          ) : null}
          <div>
            <Button type="submit" variant="primary" busy={keep.isPending} className="w-full sm:w-auto">
              <UserRound aria-hidden="true" />
              {keep.isPending ? "Sending..." : "Keep your quotes"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

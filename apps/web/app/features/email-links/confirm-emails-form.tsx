import { Button } from "@plummet/ui/button";
import { TextLink } from "@plummet/ui/link";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { API_URL, answerOf, api } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import { shownWith, shownWithout, useQueryValue } from "./link-address";
import { LinkProblemCallout, MissingLink } from "./link-problem-callout";

/** The /confirm-emails page's island (islands/registry.ts). */
export function ConfirmEmails({ tokenPattern }: { tokenPattern: string }) {
  const token = useQueryValue("token", tokenPattern);
  const mutation = useMutation({
    mutationFn: (linkToken: string) =>
      answerOf(api.POST("/api/email-preferences/confirm", { body: { token: linkToken } })),
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
          Our emails will reach you again
        </h2>
        <p>{mutation.data.message}</p>
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
          Use the Confirm link in the email we sent you: it carries a code that says which address to confirm.
          If the link is split over two lines, copy all of it into your browser.
        </MissingLink>
      </div>
      <form
        method="post"
        action={`${API_URL}/api/email-preferences/confirm`}
        aria-label="Confirm our emails"
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
            next="Tick the box for our emails on a new quote to get a new link, or contact us."
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
            <MailCheck aria-hidden="true" />
            {mutation.isPending ? "Confirming..." : "Confirm"}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The /confirm-emails page's island: one button, posting the email's token. */

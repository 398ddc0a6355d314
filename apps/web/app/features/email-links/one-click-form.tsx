import { TextLink } from "@plummet/ui/link";
import { useMutation } from "@tanstack/react-query";
import type * as React from "react";
import { DonePanel } from "../../components/forms/done-panel";
import { SubmitButton } from "../../components/forms/submit-button";
import { API_URL } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import { shownWith, shownWithout, useQueryValue } from "./link-address";
import { LinkProblemCallout, MissingLink } from "./link-problem-callout";

/**
 * The island of a page that does one thing from an email's link (unsubscribe, confirm our emails):
 * one button posting the link's token to `path`, which the browser posts itself without JavaScript.
 * Opening the page changes nothing; without the token it says where the link is.
 */
export function OneClickForm<Answer extends { message: string }>({
  tokenPattern,
  path,
  post,
  label,
  missing,
  next,
  button: { icon: Icon, idle, busy },
  done,
  details,
}: {
  tokenPattern: string;
  path: string;
  post: (token: string) => Promise<Answer>;
  /** The form's name. */
  label: string;
  /** Said when the page is opened without the link's token. */
  missing: React.ReactNode;
  /** What to do next when the link cannot be used. */
  next: string;
  button: { icon: React.ComponentType<{ "aria-hidden"?: boolean | "true" }>; idle: string; busy: string };
  /** The heading once done, above the service's message and `details` of its answer. */
  done: string;
  details?: (answer: Answer) => React.ReactNode;
}) {
  const token = useQueryValue("token", tokenPattern);
  const mutation = useMutation({ mutationFn: post });

  if (mutation.isSuccess) {
    return (
      <DonePanel title={done}>
        <p>{mutation.data.message}</p>
        {details?.(mutation.data)}
        <p>
          <TextLink href="/">Back to home</TextLink>
        </p>
      </DonePanel>
    );
  }

  const present = typeof token === "string";
  const problem = mutation.isError ? apiProblem(mutation.error) : undefined;
  return (
    <div className="grid gap-5">
      <div {...shownWithout("token", present)}>
        <MissingLink>{missing}</MissingLink>
      </div>
      <form
        method="post"
        action={`${API_URL}${path}`}
        aria-label={label}
        className="grid gap-4"
        {...shownWith("token", present)}
        onSubmit={(event) => {
          event.preventDefault();
          if (token) mutation.mutate(token);
        }}
      >
        <input type="hidden" name="token" value={token ?? ""} data-query="token" />
        {problem ? (
          <LinkProblemCallout status={problem.status} message={problem.message} next={next} />
        ) : null}
        <SubmitButton busy={mutation.isPending} busyText={busy} icon={Icon}>
          {idle}
        </SubmitButton>
      </form>
    </div>
  );
}

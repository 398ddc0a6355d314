import { Callout } from "@plummet/ui/callout";
import { TextLink } from "@plummet/ui/link";
import type * as React from "react";

/**
 * A link from an email that cannot be used (400: incomplete or changed; 410: expired, used or
 * already done), said in place with what to do next. Nothing was changed.
 */
export function LinkProblemCallout({
  status,
  message,
  next,
}: {
  status?: number;
  message?: string;
  /** What to do next for this kind of link. */
  next: React.ReactNode;
}) {
  const title =
    status === 400
      ? "This link is not complete"
      : status === 410
        ? "This link no longer works"
        : status === 429
          ? "Too many tries"
          : "We can't reach our service just now";
  return (
    <Callout tone="warning" title={title} role="alert">
      <p>
        {status === undefined || (status >= 500 && status !== 410)
          ? "Nothing has been changed. Please try again in a moment."
          : (message ?? "Nothing has been changed.")}
      </p>
      <p className="mt-2">
        {next} <TextLink href="/link-problem">Why links stop working</TextLink>.
      </p>
    </Callout>
  );
}

/** Shown when the page is opened without the link's token (or with one cut short). */
export function MissingLink({ children }: { children: React.ReactNode }) {
  return (
    <Callout tone="warning" title="This page opens from a link in one of our emails">
      {children}
    </Callout>
  );
}

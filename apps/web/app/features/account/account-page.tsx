import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Skeleton } from "@plummet/ui/skeleton";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DonePanel } from "../../components/forms/done-panel";
import { apiProblem } from "../../lib/api-problem";
import { LazyPart, lazyOnDemand } from "../../lib/lazy-part";
import { ACCOUNT_KEY, type AccountView, accountApi } from "./account-api";
import type { SignInMessages } from "./sign-in-panel";
import type { AccountLabels, AccountMessages } from "./signed-in-account";

// Signed in or not, known once the service answers: that state's code loads then, so the page
// loads the shell and one state's code, never both (each page's script budget is 100 KB).
const SignedInAccount = lazyOnDemand(() =>
  import("./signed-in-account").then((module) => module.SignedInAccount),
);
const SignInPanel = lazyOnDemand(() => import("./sign-in-panel").then((module) => module.SignInPanel));

export type AccountPageProps = AccountLabels & {
  /** `accountMessages` and `accountLimits.passkeyNameMaxLength`, fixed at build time. */
  messages: SignInMessages & AccountMessages;
  /** What a passkey is, in one sentence (the content's `passkeyExplainer`). */
  passkeyExplainer: string;
};

const loading = (
  <div role="status" aria-label="Loading your account" className="grid gap-4">
    <Skeleton className="h-8 w-2/3 max-w-md" />
    <Skeleton className="h-48 w-full" />
  </div>
);

/** Why the account could not be read: not signed in (401) is not a problem, it is signing in. */
const signedOut = (error: unknown) => apiProblem(error).status === 401;

/**
 * The /account page's island (islands/registry.ts): the account when this browser is signed in
 * (the service's session cookie, sent with every call), otherwise the ways to sign in.
 */
export function AccountPage({ messages, passkeyExplainer, ...labels }: AccountPageProps) {
  const client = useQueryClient();
  const account = useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: accountApi.view,
    retry: (count, error) => !signedOut(error) && count < 1,
    refetchOnWindowFocus: false,
  });
  // What just happened, said above the sign-in choices (signed out, deleted).
  const [notice, setNotice] = useState<{ message: string; deleted?: true }>();
  const noticeRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const leave = (message: string, deleted?: true) => {
    client.setQueryData(ACCOUNT_KEY, undefined);
    client.removeQueries({ queryKey: ACCOUNT_KEY });
    setNotice({ message, deleted });
  };
  const signedIn = (view: AccountView) => {
    setNotice(undefined);
    client.setQueryData(ACCOUNT_KEY, view);
  };

  if (notice?.deleted) {
    return (
      <DonePanel title="Your account is deleted">
        <p>{notice.message}</p>
        <p>
          <a href="/" className="font-medium text-primary underline underline-offset-4">
            Back to home
          </a>
        </p>
      </DonePanel>
    );
  }

  if (account.data && !notice) {
    return (
      <LazyPart fallback={loading}>
        <SignedInAccount
          account={account.data}
          labels={labels}
          messages={messages}
          passkeyExplainer={passkeyExplainer}
          onSignedOut={(message) => leave(message)}
          onDeleted={(message) => leave(message, true)}
        />
      </LazyPart>
    );
  }

  if (account.isPending && !notice) return loading;

  if (account.isError && !signedOut(account.error) && !notice) {
    return (
      <Callout tone="warning" title="We can't reach our service just now" role="alert">
        <p>Your account is safe. Please try again in a moment.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void account.refetch()}>
          Try again
        </Button>
      </Callout>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid gap-6">
        {notice ? (
          <div role="status" className="rounded-lg border border-success/40 bg-success-soft p-4">
            <h2 ref={noticeRef} tabIndex={-1} className="font-semibold focus:outline-none">
              {notice.message}
            </h2>
          </div>
        ) : null}
        <LazyPart fallback={<Skeleton className="h-[26rem] w-full rounded-xl" />}>
          <SignInPanel messages={messages} onSignedIn={signedIn} />
        </LazyPart>
      </div>
      <aside className="grid content-start gap-4 rounded-xl border border-border bg-brand-50/60 p-5 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
          No password to remember
        </h2>
        <p className="text-muted-foreground">{passkeyExplainer}</p>
        <ul className="grid list-disc gap-2 pl-5 text-muted-foreground">
          <li>See every quote set for your address, on any device.</li>
          <li>Keep your full quote's answers, and quote again next year in one step.</li>
          <li>Download or delete everything whenever you like.</li>
        </ul>
        <p className="text-sm text-muted-foreground">
          An account is optional: your quotes work without one.{" "}
          <a
            href="/privacy-policy#accounts"
            className="font-medium text-primary underline underline-offset-4"
          >
            What an account keeps
          </a>
          .
        </p>
      </aside>
    </div>
  );
}

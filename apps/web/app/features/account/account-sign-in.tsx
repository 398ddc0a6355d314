import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Skeleton } from "@plummet/ui/skeleton";
import { buttonVariants } from "@plummet/ui/variants/button";
import { useMutation } from "@tanstack/react-query";
import { ArrowRight, Fingerprint, LogIn } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { DonePanel } from "../../components/forms/done-panel";
import { apiProblem } from "../../lib/api-problem";
import { useQueryValue } from "../email-links/link-address";
import { LinkProblemCallout, MissingLink } from "../email-links/link-problem-callout";
import { accountApi } from "./account-api";
import { browserHasPasskeys, ceremonyProblem, createPasskey, preloadPasskeys } from "./passkeys";

export type AccountSignInProps = {
  tokenPattern: string;
  /** `accountPages.account`. */
  accountPath: string;
  /** What a passkey is, in one sentence. */
  passkeyExplainer: string;
};

/**
 * The /account/sign-in page's island: where the emailed link leads (`?token=…`). Opening it
 * changes nothing; "Sign in" uses the link (once), then this device may make a passkey.
 */
export function AccountSignIn({ tokenPattern, accountPath, passkeyExplainer }: AccountSignInProps) {
  const id = useId();
  const token = useQueryValue("token", tokenPattern);
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  const signIn = useMutation({
    mutationFn: (linkToken: string) => accountApi.signInWithLink(linkToken),
    onSuccess: () => {
      // The link is used up: it leaves the address bar (and the browser's history).
      window.history.replaceState(window.history.state, "", window.location.pathname);
    },
  });
  const [passkeyError, setPasskeyError] = useState<string>();
  const passkey = useMutation({
    mutationFn: () => createPasskey(),
    onMutate: () => setPasskeyError(undefined),
    onError: (error) => {
      const problem = apiProblem(error);
      setPasskeyError(
        problem.status !== undefined
          ? (problem.message ?? "We could not add the passkey. Please try again.")
          : ceremonyProblem(error),
      );
    },
  });

  const askAgain = (
    <>
      <a className="font-medium text-primary underline underline-offset-4" href={accountPath}>
        Ask for a new link
      </a>
      : it works once, for 15 minutes.
    </>
  );

  if (signIn.isSuccess) {
    return (
      <div className="grid gap-6">
        <DonePanel title="You're signed in">
          <p>
            Signed in as <strong className="[overflow-wrap:anywhere]">{signIn.data.email}</strong>.{" "}
            {signIn.data.quoteSets.length > 0
              ? `Your account holds ${signIn.data.quoteSets.length} quote set${signIn.data.quoteSets.length === 1 ? "" : "s"}.`
              : ""}
          </p>
        </DonePanel>
        {supported ? (
          <section
            aria-labelledby={`${id}-passkey`}
            className="grid gap-4 rounded-xl border border-border bg-white p-5 shadow-card sm:p-6"
          >
            <h2 id={`${id}-passkey`} className="flex items-center gap-2 text-lg font-bold text-brand-900">
              <Fingerprint aria-hidden="true" className="size-5 text-brand-700" />
              Sign in faster next time
            </h2>
            <p className="text-muted-foreground">{passkeyExplainer}</p>
            {passkey.isSuccess ? (
              <p
                role="status"
                className="rounded-lg border border-success/40 bg-success-soft p-3 font-medium"
              >
                Passkey created. Next time, sign in with it on this device.
              </p>
            ) : (
              <>
                {passkeyError ? (
                  <Callout tone="warning" title="No passkey was created" role="alert">
                    {passkeyError}
                  </Callout>
                ) : null}
                <div>
                  <Button
                    size="lg"
                    wrap
                    className="w-full sm:w-auto"
                    busy={passkey.isPending}
                    onPointerEnter={preloadPasskeys}
                    onFocus={preloadPasskeys}
                    onClick={() => passkey.mutate()}
                  >
                    <Fingerprint aria-hidden="true" />
                    {passkey.isPending ? "Waiting for your device..." : "Create a passkey on this device"}
                  </Button>
                </div>
              </>
            )}
          </section>
        ) : null}
        <div>
          <a
            href={accountPath}
            className={buttonVariants({
              variant: passkey.isSuccess || !supported ? "primary" : "outline",
              size: "lg",
            })}
          >
            Go to your account
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </div>
    );
  }

  const problem = signIn.isError ? apiProblem(signIn.error) : undefined;
  // Prerendered, and until the address is read: the sign-in card's place, so nothing jumps.
  if (token === undefined) return <Skeleton className="h-40 w-full rounded-xl" />;
  return (
    <div className="grid gap-6">
      {token === null ? (
        <MissingLink>
          This page opens from the sign-in link we email you.{" "}
          <a className="font-medium text-primary underline underline-offset-4" href={accountPath}>
            Ask for a link
          </a>{" "}
          with your email address: it works once, for 15 minutes.
        </MissingLink>
      ) : null}
      {problem ? (
        <LinkProblemCallout status={problem.status} message={problem.message} next={askAgain} />
      ) : null}
      {token && !(problem?.status === 400 || problem?.status === 410) ? (
        <form
          aria-label="Sign in"
          className="grid gap-4 rounded-xl border border-border bg-white p-5 shadow-card sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            signIn.mutate(token);
          }}
        >
          <p>
            Signing in uses up the link in your email: it works once. The first time, it also confirms your
            address and creates your account.
          </p>
          <div>
            <Button type="submit" size="lg" busy={signIn.isPending} className="w-full sm:w-auto">
              <LogIn aria-hidden="true" />
              {signIn.isPending ? "Signing in..." : "Sign in"}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

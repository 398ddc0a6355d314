import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { useMutation } from "@tanstack/react-query";
import { Fingerprint, Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { CheckYourEmail, LinkNotSent } from "../../components/forms/check-your-email";
import { SubmitButton } from "../../components/forms/submit-button";
import { apiProblem, fieldIssues } from "../../lib/api-problem";
import { onFirstNeed } from "../../lib/load-later";
import { useSchemaForm } from "../../lib/schema-form";
import { type AccountView, accountApi } from "./account-api";
import {
  browserHasPasskeys,
  ceremonyProblem,
  passkeyAutofillAvailable,
  preloadPasskeys,
  signInWithPasskey,
} from "./passkeys";

// The schema (and zod) load when the visitor first focuses or touches the form; submitting waits.
const validation = onFirstNeed(() => import("./account-validation"));

const fields = ["email"] as const;

export type SignInMessages = { email: string; linkSent: string; passkeyRefused: string };

/** A failed passkey sign-in in words: the service's own refusal, or what the browser said. */
function passkeyFailure(error: unknown, messages: SignInMessages): string | undefined {
  const problem = apiProblem(error);
  if (problem.status === 429) return problem.message ?? "Too many tries. Please wait a little and try again.";
  if (problem.status !== undefined)
    return problem.status >= 500
      ? "We can't reach our service just now. Please try again in a moment."
      : (problem.message ?? messages.passkeyRefused);
  if (error instanceof TypeError) return "We can't reach our service just now. Please try again in a moment.";
  return ceremonyProblem(error);
}

/**
 * Signed out: the address field (with the browser's passkeys in its autofill where it offers them),
 * "Email me a sign-in link" and "Sign in with a passkey". The link's answer is the same for every
 * address: it never says whether one has an account.
 */
export function SignInPanel({
  messages,
  onSignedIn,
}: {
  messages: SignInMessages;
  onSignedIn: (account: AccountView) => void;
}) {
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState("");
  const [passkeys, setPasskeys] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  const schemaForm = useSchemaForm({
    check: async (values: { email: string }) => (await validation.get()).AccountLinkRequest.safeParse(values),
    fields,
    idOf: () => emailId,
  });
  const link = useMutation({
    mutationFn: accountApi.requestLink,
    onError: (error) => schemaForm.showServiceIssues(fieldIssues(error)),
  });
  const passkey = useMutation({
    mutationFn: (autofill: boolean) => signInWithPasskey(autofill),
    onMutate: () => setPasskeyError(undefined),
    onSuccess: onSignedIn,
    onError: (error) => setPasskeyError(passkeyFailure(error, messages)),
  });

  // Where the browser offers passkeys in the field's autofill, wait for one to be chosen there.
  useEffect(() => {
    setPasskeys(browserHasPasskeys());
    let stopped = false;
    passkeyAutofillAvailable()
      .then((available) => {
        if (!available || stopped) return;
        signInWithPasskey(true).then(onSignedIn, (error: unknown) => {
          if (!stopped) setPasskeyError(passkeyFailure(error, messages));
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, []);

  if (link.isSuccess) {
    return (
      <CheckYourEmail
        message={messages.linkSent}
        onAnotherAddress={() => {
          link.reset();
          setEmail("");
        }}
      />
    );
  }

  const problem = link.isError && fieldIssues(link.error).length === 0 ? apiProblem(link.error) : undefined;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-5 rounded-xl border border-border bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        Sign in or create an account
      </h2>
      <form
        noValidate
        aria-label="Email me a sign-in link"
        className="grid gap-5"
        onFocus={validation.start}
        onPointerDown={validation.start}
        onChange={() => schemaForm.revalidate({ email })}
        onSubmit={async (event) => {
          event.preventDefault();
          const data = await schemaForm.submit({ email }).catch(() => undefined);
          if (data) link.mutate(data.email);
        }}
      >
        {schemaForm.errorSummary}
        <Field
          id={emailId}
          label="Email address"
          hint="The address your quotes were sent to. Your first sign-in creates your account."
          error={schemaForm.errors.email}
        >
          <Input
            type="email"
            name="email"
            required
            autoComplete="username webauthn"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </Field>
        {problem ? <LinkNotSent problem={problem} /> : null}
        <SubmitButton busy={link.isPending} busyText="Sending..." icon={Send}>
          Email me a sign-in link
        </SubmitButton>
      </form>
      {passkeys ? (
        <div className="grid gap-4">
          <p className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            or
          </p>
          {passkeyError ? (
            <Callout tone="warning" title="You're not signed in" role="alert">
              {passkeyError}
            </Callout>
          ) : null}
          <div>
            <Button
              variant="outline"
              size="lg"
              className="w-full sm:w-auto"
              busy={passkey.isPending}
              onPointerEnter={preloadPasskeys}
              onFocus={preloadPasskeys}
              onClick={() => passkey.mutate(false)}
            >
              <Fingerprint aria-hidden="true" />
              {passkey.isPending ? "Waiting for your passkey..." : "Sign in with a passkey"}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

import { ErrorSummary } from "@plummet/ui/error-summary";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { CheckYourEmail, LinkNotSent } from "../../components/forms/check-your-email";
import { SubmitButton } from "../../components/forms/submit-button";
import { API_URL, answerOf, api } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";

/** An address the browser's own email check would take (the service checks it again). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

export type YourDataRequestProps = {
  /** `yourDataMessages` from the contracts: the field's message and the one answer for all. */
  messages: { email: string; requested: string };
};

/** The /your-data page's island (islands/registry.ts). */
export function YourDataRequest({ messages }: YourDataRequestProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [submitCount, setSubmitCount] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const mutation = useMutation({
    mutationFn: (address: string) => answerOf(api.POST("/api/your-data", { body: { email: address } })),
    onError: (failure) => {
      const issue = apiProblem(failure).issues.find((candidate) => candidate.path === "email");
      if (issue) {
        setError(issue.message);
        setSubmitCount((value) => value + 1);
      }
    },
  });

  if (mutation.isSuccess) {
    return (
      <CheckYourEmail
        message={messages.requested}
        onAnotherAddress={() => {
          mutation.reset();
          setEmail("");
        }}
      />
    );
  }

  const problem = mutation.isError ? apiProblem(mutation.error) : undefined;
  return (
    <form
      method="post"
      action={`${API_URL}/api/your-data`}
      noValidate={ready}
      aria-label="Ask for a link to your data"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const problemWithEmail = looksLikeEmail(email) ? undefined : messages.email;
        setError(problemWithEmail);
        setSubmitCount((value) => value + 1);
        if (!problemWithEmail) mutation.mutate(email.trim());
      }}
    >
      <ErrorSummary key={submitCount} errors={error ? [{ id: emailId, message: error }] : []} />
      <Field
        id={emailId}
        label="Email address"
        hint="The address you gave us with a quote, a message or a reminder."
        error={error}
      >
        <Input
          type="email"
          name="email"
          required
          autoComplete="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </Field>
      {problem && !error ? <LinkNotSent problem={problem} /> : null}
      <SubmitButton busy={mutation.isPending} busyText="Sending..." icon={Send}>
        Email me a link
      </SubmitButton>
    </form>
  );
}

import { Callout } from "@plummet/ui/callout";
import { ErrorSummary } from "@plummet/ui/error-summary";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { TextLink } from "@plummet/ui/link";
import { useMutation } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { DonePanel } from "../../components/forms/done-panel";
import { SubmitButton } from "../../components/forms/submit-button";
import { API_URL, answerOf, api } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import { CheckboxField } from "./checkbox-field";
import { queryValue } from "./link-address";
import {
  addMonths,
  formatDay,
  type ReminderRules,
  reminderDate,
  renewalDateProblem,
  ukToday,
} from "./reminder-dates";

type FieldName = "reference" | "renewalDate" | "consent";
const fieldOrder: FieldName[] = ["reference", "renewalDate", "consent"];
type Errors = Partial<Record<FieldName, string>>;

/** The consent's words: one reminder, when, what it holds, how to stop it. Not marketing. */
export function consentLabel(leadDays: number): string {
  return `Email me one reminder ${leadDays} days before this date, with new prices for the same answers. I can cancel it from the email.`;
}

/** What is wrong with the form's values, field by field (the contracts' rules and messages). */
export function reminderFormErrors(
  rules: ReminderRules,
  values: { reference: string; renewalDate: string; consent: boolean },
  today: string,
): Errors {
  const errors: Errors = {};
  const reference = values.reference.trim().toUpperCase();
  if (!new RegExp(rules.referencePattern).test(reference)) errors.reference = rules.referenceMessage;
  const dateProblem = renewalDateProblem(rules, values.renewalDate, today);
  if (dateProblem) errors.renewalDate = dateProblem;
  if (!values.consent) errors.consent = rules.messages.consent;
  return errors;
}

export type RenewalReminderFormProps = {
  rules: ReminderRules;
  /** The quote set, when the page knows it (a quote set's page): then it is not asked for. */
  reference?: string;
};

/**
 * "Remind me before my renewal": the renewal date and a consent of its own, posted to
 * POST /api/reminders. A real form: without JavaScript the browser posts it and the quotes
 * service answers with the outcome page; with it, the contracts' rules are checked here first and
 * the answer is shown in place.
 */
export function RenewalReminderForm({ rules, reference: fixedReference }: RenewalReminderFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [reference, setReference] = useState(fixedReference ?? "");
  const [renewalDate, setRenewalDate] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitCount, setSubmitCount] = useState(0);
  // Today in the UK, known only in the browser (the page was prerendered on another day).
  const [today, setToday] = useState<string>();

  useEffect(() => {
    setToday(ukToday(new Date()));
    if (fixedReference) return;
    // What the server may have filled in without JavaScript, or the email's ?reference=.
    const typed = (document.getElementById(fieldId("reference")) as HTMLInputElement | null)?.value;
    setReference(typed || queryValue(window.location.search, "reference", /^[A-Za-z0-9 -]{4,20}$/) || "");
  }, []);

  const mutation = useMutation({
    mutationFn: async (request: { reference: string; renewalDate: string; consent: true }) =>
      answerOf(api.POST("/api/reminders", { body: request })),
    onError: (error) => {
      const problem = apiProblem(error);
      const fieldErrors: Errors = {};
      for (const issue of problem.issues)
        if ((fieldOrder as string[]).includes(issue.path))
          fieldErrors[issue.path as FieldName] = issue.message;
      setErrors(fieldErrors);
      setSubmitCount((count) => count + 1);
    },
  });

  if (mutation.isSuccess) {
    const answer = mutation.data;
    return (
      <DonePanel title="Your renewal reminder is set" level={3} look="inline">
        <p>{answer.message}</p>
        <dl className="grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">Your policy renews</dt>
            <dd className="font-semibold text-brand-900">{formatDay(answer.renewalDate)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">We will email you</dt>
            <dd className="font-semibold text-brand-900">
              {answer.remindOn === today
                ? `Today, ${formatDay(answer.remindOn)}`
                : formatDay(answer.remindOn)}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          We have emailed you a confirmation: its link changes the date or cancels the reminder.
        </p>
      </DonePanel>
    );
  }

  const problem = mutation.isError ? apiProblem(mutation.error) : undefined;
  const summary = fieldOrder.flatMap((name) =>
    errors[name] ? [{ id: fieldId(name), message: errors[name] }] : [],
  );
  const remindOn =
    today && renewalDate && !renewalDateProblem(rules, renewalDate, today)
      ? reminderDate(rules, renewalDate, today)
      : undefined;

  return (
    <form
      method="post"
      action={`${API_URL}/api/reminders`}
      noValidate={today !== undefined}
      aria-label="Remind me before my renewal"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const now = today ?? ukToday(new Date());
        const found = reminderFormErrors(rules, { reference, renewalDate, consent }, now);
        setErrors(found);
        setSubmitCount((count) => count + 1);
        if (Object.keys(found).length > 0) return;
        mutation.mutate({ reference: reference.trim().toUpperCase(), renewalDate, consent: true });
      }}
    >
      <ErrorSummary key={submitCount} errors={summary} />
      {fixedReference ? (
        <input type="hidden" name="reference" value={fixedReference} />
      ) : (
        <Field
          id={fieldId("reference")}
          label="Quote reference"
          hint="It is in your quote email, for example PLM-7K2M9QXD."
          error={errors.reference}
        >
          <Input
            name="reference"
            data-query="reference"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="sm:max-w-xs"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
        </Field>
      )}
      <Field
        id={fieldId("renewalDate")}
        label="The date your current policy renews"
        hint={`It is on your renewal letter or policy schedule. From today to ${rules.horizonMonths} months ahead.`}
        error={errors.renewalDate}
      >
        <Input
          type="date"
          name="renewalDate"
          required
          className="sm:max-w-xs"
          min={today}
          max={today ? addMonths(today, rules.horizonMonths) : undefined}
          value={renewalDate}
          onChange={(event) => setRenewalDate(event.currentTarget.value)}
        />
      </Field>
      <p className="-mt-2 text-sm text-muted-foreground" aria-live="polite">
        {remindOn
          ? remindOn === today
            ? `Your renewal is less than ${rules.leadDays} days away, so we will email you today.`
            : `We will email you on ${formatDay(remindOn)}.`
          : ""}
      </p>
      <CheckboxField
        id={fieldId("consent")}
        name="consent"
        required
        label={consentLabel(rules.leadDays)}
        error={errors.consent}
        checked={consent}
        onChange={setConsent}
      />
      <p className="text-sm text-muted-foreground">
        This is not marketing: ticking it does not sign you up to news or offers. We keep your answers only to
        price them again, and delete them once the reminder is sent or cancelled (
        <TextLink href="/privacy-policy#how-long-we-keep-it">privacy policy</TextLink>).
      </p>
      {problem ? <ReminderFailed status={problem.status} message={problem.message} /> : null}
      <SubmitButton busy={mutation.isPending} busyText="Setting your reminder..." icon={BellRing}>
        Set my reminder
      </SubmitButton>
    </form>
  );
}

function ReminderFailed({ status, message }: { status?: number; message?: string }) {
  if (status === 400) return null; // said under the fields
  const title =
    status === 404
      ? "We can't find these quotes"
      : status === 410
        ? "These quotes have expired"
        : status === 429
          ? "Too many tries"
          : "Sorry, your reminder could not be set";
  return (
    <Callout tone="warning" title={title} role="alert">
      {status === 404 || status === 410 || status === 429
        ? message
        : "Our quotes service did not answer. Nothing was saved: please try again in a moment."}
      {status === 404 || status === 410 ? (
        <>
          {" "}
          <TextLink href="/#quote-comparison">Get new quotes</TextLink> and set the reminder from them.
        </>
      ) : null}
    </Callout>
  );
}

import type { CoverageLevel, InsuranceType, ReminderDetails } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { TextLink } from "@plummet/ui/link";
import { Skeleton } from "@plummet/ui/skeleton";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellOff, CalendarClock, CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { API_URL, answerOf, api } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import { shownWith, shownWithout, useQueryValue } from "./link-address";
import { LinkProblemCallout, MissingLink } from "./link-problem-callout";
import { addMonths, formatDay, type ReminderRules, renewalDateProblem, ukToday } from "./reminder-dates";

export type ManageReminderProps = {
  tokenPattern: string;
  rules: ReminderRules;
  /** `insuranceTypeLabels` and the cover levels' labels, from the contracts at build time. */
  productLabels: Record<InsuranceType, string>;
  coverageLabels: Record<CoverageLevel, string>;
};

const manageKey = (token: string) => ["/api/reminders/manage", token] as const;

const NEXT_STEP =
  "If you still want a reminder, open your quotes from their email and choose “Remind me before my renewal”.";

function ReminderSummary({
  details,
  productLabels,
  coverageLabels,
}: { details: ReminderDetails } & Pick<ManageReminderProps, "productLabels" | "coverageLabels">) {
  return (
    <dl className="grid gap-4 rounded-xl border border-border bg-white p-5 shadow-card sm:grid-cols-2 sm:p-6">
      <div>
        <dt className="text-sm text-muted-foreground">Insurance</dt>
        <dd className="font-semibold text-brand-900">
          {productLabels[details.insuranceType]}, {coverageLabels[details.coverageAmount]}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">From quote set</dt>
        <dd className="font-semibold text-brand-900">
          <a className="text-primary underline underline-offset-4" href={`/quotes/${details.reference}`}>
            {details.reference}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Your policy renews</dt>
        <dd className="font-semibold text-brand-900">{formatDay(details.renewalDate)}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">We will email you</dt>
        <dd className="font-semibold text-brand-900">{formatDay(details.remindOn)}</dd>
      </div>
    </dl>
  );
}

/** The /renewal-reminder/manage page's island (islands/registry.ts). */
export function ManageReminder({ tokenPattern, rules, productLabels, coverageLabels }: ManageReminderProps) {
  const token = useQueryValue("token", tokenPattern);
  const id = useId();
  const dateId = `${id}-renewalDate`;
  const [renewalDate, setRenewalDate] = useState("");
  const [dateError, setDateError] = useState<string>();
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(ukToday(new Date())), []);
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: manageKey(token ?? ""),
    enabled: typeof token === "string",
    queryFn: () => answerOf(api.GET("/api/reminders/manage", { params: { query: { token: token ?? "" } } })),
  });
  const change = useMutation({
    mutationFn: (date: string) =>
      answerOf(api.POST("/api/reminders/change", { body: { token: token ?? "", renewalDate: date } })),
    onSuccess: (answer) => {
      if (!token) return;
      queryClient.setQueryData<ReminderDetails>(manageKey(token), (old) =>
        old ? { ...old, renewalDate: answer.renewalDate, remindOn: answer.remindOn } : old,
      );
      setRenewalDate("");
    },
    onError: (error) => {
      const issue = apiProblem(error).issues.find((candidate) => candidate.path === "renewalDate");
      if (issue) setDateError(issue.message);
    },
  });
  const cancel = useMutation({
    mutationFn: () => answerOf(api.POST("/api/reminders/cancel", { body: { token: token ?? "" } })),
  });
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (cancel.isSuccess || change.isSuccess) statusRef.current?.focus();
  }, [cancel.isSuccess, change.isSuccess]);

  if (cancel.isSuccess) {
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="grid gap-3 rounded-lg border-2 border-success bg-success-soft p-5 focus:outline-none sm:p-6"
      >
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" />
          Your renewal reminder is cancelled
        </h2>
        <p>{cancel.data.message}</p>
        <p>We will not send it, and the answers we kept for it are deleted. {NEXT_STEP}</p>
        <p>
          <TextLink href="/">Back to home</TextLink>
        </p>
      </div>
    );
  }

  const present = typeof token === "string";
  const gone = details.isError ? apiProblem(details.error) : undefined;
  const changeProblem = change.isError ? apiProblem(change.error) : undefined;
  const cancelProblem = cancel.isError ? apiProblem(cancel.error) : undefined;
  const actionProblem =
    cancelProblem ?? (changeProblem && changeProblem.status !== 400 ? changeProblem : undefined);
  const max = today ? addMonths(today, rules.horizonMonths) : undefined;

  return (
    <div className="grid gap-6">
      <div {...shownWithout("token", present)}>
        <MissingLink>
          Use the “Change or cancel your reminder” link in the email confirming your reminder. If the link is
          split over two lines, copy all of it into your browser.
        </MissingLink>
      </div>
      <div className="grid gap-6" {...shownWith("token", present)}>
        <noscript>
          <p className="rounded-lg border border-border bg-white p-4">
            With JavaScript this page also shows your reminder’s dates. Without it, you can still change the
            date or cancel the reminder here.
          </p>
        </noscript>
        {gone ? (
          <LinkProblemCallout
            status={gone.status}
            message={gone.message}
            next={gone.status === 410 ? NEXT_STEP : "Open the link again from your confirmation email."}
          />
        ) : details.data ? (
          <section aria-labelledby={`${id}-summary`} className="grid gap-3">
            <h2 id={`${id}-summary`} className="text-xl font-bold text-brand-900">
              Your reminder
            </h2>
            <ReminderSummary
              details={details.data}
              productLabels={productLabels}
              coverageLabels={coverageLabels}
            />
          </section>
        ) : present ? (
          <div role="status" aria-label="Loading your reminder" className="grid gap-3">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : null}
        {change.isSuccess ? (
          <div ref={statusRef} tabIndex={-1} role="status" className="focus:outline-none">
            <Callout tone="tip" title="Your reminder date is changed">
              {change.data.message} We will email you on {formatDay(change.data.remindOn)}.
            </Callout>
          </div>
        ) : null}
        {actionProblem ? (
          <LinkProblemCallout
            status={actionProblem.status}
            message={actionProblem.message}
            next={NEXT_STEP}
          />
        ) : null}
        {gone ? null : (
          <div className="grid gap-6 lg:grid-cols-2">
            <form
              method="post"
              action={`${API_URL}/api/reminders/change`}
              noValidate={today !== undefined}
              aria-labelledby={`${id}-change`}
              className="grid content-start gap-4 rounded-xl border border-border bg-white p-5 shadow-card sm:p-6"
              onSubmit={(event) => {
                event.preventDefault();
                const problem = renewalDateProblem(rules, renewalDate, today ?? ukToday(new Date()));
                setDateError(problem);
                if (problem) {
                  document.getElementById(dateId)?.focus();
                  return;
                }
                change.mutate(renewalDate);
              }}
            >
              <h2 id={`${id}-change`} className="flex items-center gap-2 text-lg font-bold text-brand-900">
                <CalendarClock aria-hidden="true" className="size-5 text-brand-600" />
                Change the date
              </h2>
              <input type="hidden" name="token" value={token ?? ""} data-query="token" />
              <Field
                id={dateId}
                label="The new date your policy renews"
                hint={`We will email you ${rules.leadDays} days before it, or at once if that is sooner.`}
                error={dateError}
              >
                <Input
                  type="date"
                  name="renewalDate"
                  required
                  min={today}
                  max={max}
                  value={renewalDate}
                  onChange={(event) => setRenewalDate(event.currentTarget.value)}
                />
              </Field>
              <div>
                <Button type="submit" variant="primary" busy={change.isPending}>
                  {change.isPending ? "Changing..." : "Change the date"}
                </Button>
              </div>
            </form>
            <form
              method="post"
              action={`${API_URL}/api/reminders/cancel`}
              aria-labelledby={`${id}-cancel`}
              className="grid content-start gap-4 rounded-xl border border-border bg-white p-5 shadow-card sm:p-6"
              onSubmit={(event) => {
                event.preventDefault();
                cancel.mutate();
              }}
            >
              <h2 id={`${id}-cancel`} className="flex items-center gap-2 text-lg font-bold text-brand-900">
                <BellOff aria-hidden="true" className="size-5 text-brand-600" />
                Cancel the reminder
              </h2>
              <p className="text-muted-foreground">
                We will not send it, and we delete the answers we kept for it straight away.
              </p>
              <input type="hidden" name="token" value={token ?? ""} data-query="token" />
              <div>
                <Button type="submit" variant="outline" busy={cancel.isPending}>
                  {cancel.isPending ? "Cancelling..." : "Cancel the reminder"}
                </Button>
              </div>
            </form>
          </div>
        )}
      </div>
    </div>
  );
}

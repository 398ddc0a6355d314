import type { CoverageLevel, InquiryType, InsuranceType, YourData } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Skeleton } from "@plummet/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@plummet/ui/table";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Download, FolderOpen, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { SubmitButton } from "../../components/forms/submit-button";
import { API_URL, answerOf, api } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import { CheckboxField } from "./checkbox-field";
import { shownWith, shownWithout, useQueryValue } from "./link-address";
import { LinkProblemCallout, MissingLink } from "./link-problem-callout";
import { formatDay } from "./reminder-dates";

export type YourDataViewProps = {
  tokenPattern: string;
  /** Labels from the contracts, fixed at build time (the island imports no value from them). */
  productLabels: Record<InsuranceType, string>;
  coverageLabels: Record<CoverageLevel, string>;
  inquiryLabels: Record<InquiryType, string>;
  /** Where "Delete everything" ends (`emailLinkPages.yourDataDeleted`). */
  deletedPath: string;
};

const NEXT_STEP = (
  <>
    <a className="font-medium text-primary underline underline-offset-4" href="/your-data">
      Ask for a new link
    </a>
    : it works once, for an hour.
  </>
);

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});
const at = (iso: string) => when.format(new Date(iso));

/** The file "Download as JSON" saves: dated, so two downloads do not overwrite each other. */
export function exportFileName(data: Pick<YourData, "exportedAt">): string {
  return `plummet-your-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** Saves data as a JSON file through the browser's download. */
function saveAsFile(data: YourData) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(data);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "2 quote sets, 1 contact message, no reminders". */
export function heldSummary(
  data: Pick<YourData, "quoteSets" | "contactMessages" | "reminders" | "consents">,
): string {
  const part = (count: number, one: string, many: string) =>
    count === 0 ? `no ${many}` : `${count} ${count === 1 ? one : many}`;
  return [
    part(data.quoteSets.length, "quote set", "quote sets"),
    part(data.contactMessages.length, "contact message", "contact messages"),
    part(data.reminders.length, "renewal reminder", "renewal reminders"),
    part(data.consents.length, "consent choice", "consent choices"),
  ].join(", ");
}

function HeldData({
  data,
  labels,
}: {
  data: YourData;
  labels: Omit<YourDataViewProps, "tokenPattern" | "deletedPath">;
}) {
  const product = (type: InsuranceType, cover: CoverageLevel) =>
    `${labels.productLabels[type]}, ${labels.coverageLabels[cover]}`;
  return (
    <div className="grid gap-6">
      <p className="text-lg">
        For <strong className="break-all">{data.email}</strong> we hold {heldSummary(data)}.
      </p>
      {data.quoteSets.length > 0 ? (
        <Table caption="Quote sets">
          <TableHeader>
            <TableRow>
              <TableHead>Reference</TableHead>
              <TableHead>Insurance</TableHead>
              <TableHead>Quoted</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.quoteSets.map((set) => (
              <TableRow key={set.reference}>
                <TableCell className="font-mono font-semibold">{set.reference}</TableCell>
                <TableCell>{product(set.insuranceType, set.coverageAmount)}</TableCell>
                <TableCell>{at(set.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {data.contactMessages.length > 0 ? (
        <Table caption="Contact messages">
          <TableHeader>
            <TableRow>
              <TableHead>Reference</TableHead>
              <TableHead>About</TableHead>
              <TableHead>Sent</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.contactMessages.map((message) => (
              <TableRow key={message.reference}>
                <TableCell className="font-mono font-semibold">{message.reference}</TableCell>
                <TableCell>{labels.inquiryLabels[message.inquiryType]}</TableCell>
                <TableCell>{at(message.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {data.reminders.length > 0 ? (
        <Table caption="Renewal reminders">
          <TableHeader>
            <TableRow>
              <TableHead>Insurance</TableHead>
              <TableHead>Renews</TableHead>
              <TableHead>Reminder</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.reminders.map((reminder) => (
              <TableRow key={`${reminder.fromReference}-${reminder.createdAt}`}>
                <TableCell>{product(reminder.insuranceType, reminder.coverageAmount)}</TableCell>
                <TableCell>{formatDay(reminder.renewalDate)}</TableCell>
                <TableCell>{formatDay(reminder.remindOn)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {data.consents.length > 0 ? (
        <Table caption="Your consent choices">
          <TableHeader>
            <TableRow>
              <TableHead>To</TableHead>
              <TableHead>Choice</TableHead>
              <TableHead>With</TableHead>
              <TableHead>When</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.consents.map((consent) => (
              <TableRow key={`${consent.kind}-${consent.source}-${consent.at}`}>
                <TableCell>
                  {consent.kind === "marketing" ? "News and offers" : "A renewal reminder"}
                </TableCell>
                <TableCell>{consent.given ? "Agreed" : "Not agreed"}</TableCell>
                <TableCell className="font-mono">{consent.source}</TableCell>
                <TableCell>{at(consent.at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <p className="text-sm text-muted-foreground">
        The download also has each quote set’s answers (age, postcode, product answers), each message in full
        and the emails we sent you (without their content).
        {data.emails.length > 0
          ? ` We hold a record of ${data.emails.length} email${data.emails.length === 1 ? "" : "s"}.`
          : ""}
      </p>
    </div>
  );
}

/** The /your-data/view page's island (islands/registry.ts). */
export function YourDataView({ tokenPattern, deletedPath, ...labels }: YourDataViewProps) {
  const id = useId();
  const token = useQueryValue("token", tokenPattern);
  const sessionInAddress = useQueryValue("session", tokenPattern);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const open = useMutation({
    mutationFn: (linkToken: string) =>
      answerOf(api.POST("/api/your-data/open", { body: { token: linkToken } })),
    onSuccess: (opened) => {
      // The emailed link is used up: the address keeps what works until the hour ends.
      window.history.replaceState(window.history.state, "", `?session=${encodeURIComponent(opened.session)}`);
    },
  });
  const session = open.data?.session ?? sessionInAddress ?? undefined;
  const fetched = useQuery({
    queryKey: ["/api/your-data/export", sessionInAddress ?? ""],
    enabled: typeof sessionInAddress === "string" && !open.data,
    queryFn: () => answerOf(api.POST("/api/your-data/export", { body: { session: sessionInAddress ?? "" } })),
  });
  const data = open.data?.data ?? fetched.data;
  const download = useMutation({
    mutationFn: () => answerOf(api.POST("/api/your-data/export", { body: { session: session ?? "" } })),
    onSuccess: saveAsFile,
  });
  const erase = useMutation({
    mutationFn: () => answerOf(api.POST("/api/your-data/erase", { body: { session: session ?? "" } })),
    onSuccess: () => window.location.assign(deletedPath),
  });
  const listRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open.isSuccess) listRef.current?.focus();
  }, [open.isSuccess]);

  const present = { token: typeof token === "string", session: typeof session === "string" };
  const problem =
    [open, download, erase].flatMap((mutation) =>
      mutation.isError ? [apiProblem(mutation.error)] : [],
    )[0] ?? (fetched.isError ? apiProblem(fetched.error) : undefined);
  const showTokenForm = present.token && !open.isSuccess;

  return (
    <div className="grid gap-6">
      <div {...shownWithout("token session", present.token || present.session)}>
        <MissingLink>
          This page opens from the link we email you.{" "}
          <a className="font-medium text-primary underline underline-offset-4" href="/your-data">
            Ask for a link
          </a>{" "}
          with your email address: it works once, for an hour.
        </MissingLink>
      </div>
      {problem ? (
        <LinkProblemCallout status={problem.status} message={problem.message} next={NEXT_STEP} />
      ) : null}
      <form
        method="post"
        action={`${API_URL}/api/your-data/open`}
        aria-label="Show my data"
        className="grid gap-4 rounded-xl border border-border bg-white p-5 shadow-card sm:p-6"
        {...shownWith("token", showTokenForm)}
        onSubmit={(event) => {
          event.preventDefault();
          if (token) open.mutate(token);
        }}
      >
        <p>
          Opening uses up the link in your email: it works once. You then have until the hour is up to
          download or delete your data on this page.
        </p>
        <input type="hidden" name="token" value={token ?? ""} data-query="token" />
        <SubmitButton busy={open.isPending} busyText="Opening..." icon={FolderOpen}>
          Show my data
        </SubmitButton>
      </form>

      <div className="grid gap-8" {...shownWith("session", present.session)}>
        <section aria-labelledby={`${id}-held`} className="grid gap-4">
          <h2
            ref={listRef}
            tabIndex={-1}
            id={`${id}-held`}
            className="text-2xl font-bold text-brand-900 focus:outline-none"
          >
            What we hold for your address
          </h2>
          <noscript>
            <p className="rounded-lg border border-border bg-white p-4">
              The list of what we hold is shown with JavaScript, which is off in this browser. Without it, you
              can still download all of it as a file, or delete it, below.
            </p>
          </noscript>
          {data ? (
            <HeldData data={data} labels={labels} />
          ) : present.session && !fetched.isError ? (
            <div role="status" aria-label="Loading your data" className="grid gap-3">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-28 w-full" />
            </div>
          ) : null}
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <form
            method="post"
            action={`${API_URL}/api/your-data/export`}
            aria-labelledby={`${id}-download`}
            className="grid content-start gap-4 rounded-xl border border-border bg-white p-5 shadow-card sm:p-6"
            onSubmit={(event) => {
              event.preventDefault();
              download.mutate();
            }}
          >
            <h2 id={`${id}-download`} className="text-lg font-bold text-brand-900">
              Download a copy
            </h2>
            <p className="text-muted-foreground">
              Everything above and the details behind it, as one JSON file a computer can read.
            </p>
            <input type="hidden" name="session" value={session ?? ""} data-query="session" />
            <div>
              <Button type="submit" variant="primary" busy={download.isPending}>
                <Download aria-hidden="true" />
                {download.isPending ? "Preparing..." : "Download as JSON"}
              </Button>
            </div>
          </form>
          <form
            method="post"
            action={`${API_URL}/api/your-data/erase`}
            noValidate={token !== undefined}
            aria-labelledby={`${id}-delete`}
            className="grid content-start gap-4 rounded-xl border-2 border-danger/40 bg-white p-5 shadow-card sm:p-6"
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmed) {
                setConfirmError("Tick the box to confirm you want everything deleted");
                document.getElementById(`${id}-confirm`)?.focus();
                return;
              }
              setConfirmError(undefined);
              erase.mutate();
            }}
          >
            <h2 id={`${id}-delete`} className="text-lg font-bold text-brand-900">
              Delete everything
            </h2>
            <p className="text-muted-foreground">
              We delete your quote sets and their answers, messages, reminders, consents and the emails we
              kept. Complaints are kept for three years, as the Financial Conduct Authority requires. Links to
              your saved quotes stop working. This cannot be undone.
            </p>
            <input type="hidden" name="session" value={session ?? ""} data-query="session" />
            <CheckboxField
              id={`${id}-confirm`}
              required
              label="I understand: delete everything you hold for this address"
              checked={confirmed}
              onChange={setConfirmed}
              error={confirmError}
            />
            <div>
              <Button type="submit" variant="destructive" busy={erase.isPending}>
                <Trash2 aria-hidden="true" />
                {erase.isPending ? "Deleting..." : "Delete everything"}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}

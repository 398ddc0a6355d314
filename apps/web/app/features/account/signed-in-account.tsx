import type { CoverageLevel, InsuranceType } from "@plummet/contracts";
import { Badge } from "@plummet/ui/badge";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { buttonVariants } from "@plummet/ui/variants/button";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  BellRing,
  Download,
  FileText,
  Fingerprint,
  KeyRound,
  LogOut,
  MonitorSmartphone,
  Pencil,
  Plus,
  RotateCcw,
  Trash2,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { API_URL } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import { LazyPart, lazyOnDemand } from "../../lib/lazy-part";
import { CheckboxField } from "../email-links/checkbox-field";
import { ACCOUNT_KEY, type AccountView, accountApi, exportPath } from "./account-api";
import {
  canKeepAnswers,
  formatDay,
  formatWhen,
  orderedSets,
  quotesCount,
  signedInWith,
} from "./account-format";
import { browserHasPasskeys, ceremonyProblem, createPasskey, preloadPasskeys } from "./passkeys";

// "Quote again with these answers": the answers to check, with their questions' words (fetched then).
const QuoteAgain = lazyOnDemand(() => import("./quote-again").then((module) => module.QuoteAgain));

export type AccountLabels = {
  productLabels: Record<InsuranceType, string>;
  coverageLabels: Record<CoverageLevel, string>;
  /** How many days a quote set's prices are kept (`dataRetention.quoteValidityDays`). */
  quoteValidityDays: number;
};

export type AccountMessages = {
  signedOut: string;
  signedOutEverywhere: string;
  deleted: string;
  passkeyName: string;
  passkeyNameMaxLength: number;
};

const card = "rounded-xl border border-border bg-white p-5 shadow-card sm:p-6";
const linkClass = "font-medium text-primary underline underline-offset-4";

/** A problem with an account action, in words. */
function problemText(error: unknown, fallback: string): string {
  const problem = apiProblem(error);
  if (problem.status === undefined)
    return "We can't reach our service just now. Please try again in a moment.";
  if (problem.status >= 500) return fallback;
  return problem.message ?? fallback;
}

function Section({
  title,
  icon,
  intro,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid grid-cols-[minmax(0,1fr)] content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-brand-900 sm:text-2xl">
            {icon}
            {title}
          </h2>
          {intro ? <p className="text-muted-foreground">{intro}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Puts the service's new view of the account where the page reads it. */
const show = (client: QueryClient) => (account: AccountView) => client.setQueryData(ACCOUNT_KEY, account);

/**
 * Signed in: the quote sets, reminders, kept answers, passkeys, signed-in devices, the download
 * and deleting the account.
 */
export function SignedInAccount({
  account,
  labels,
  messages,
  passkeyExplainer,
  onSignedOut,
  onDeleted,
}: {
  account: AccountView;
  labels: AccountLabels;
  messages: AccountMessages;
  passkeyExplainer: string;
  onSignedOut: (message: string) => void;
  onDeleted: (message: string) => void;
}) {
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: accountApi.signOut,
    onSuccess: () => onSignedOut(messages.signedOut),
  });
  const product = (type: InsuranceType) => labels.productLabels[type];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 [overflow-wrap:anywhere]">
      <div className={`${card} flex flex-wrap items-center justify-between gap-4`}>
        <p className="min-w-0">
          <span className="block text-sm text-muted-foreground">Signed in as</span>
          <strong className="block [overflow-wrap:anywhere] text-lg text-brand-900">{account.email}</strong>
        </p>
        <Button variant="outline" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
        {signOut.isError ? (
          <p role="alert" className="w-full text-sm text-danger">
            {problemText(signOut.error, "We could not sign you out. Please try again.")}
          </p>
        ) : null}
      </div>

      <QuoteSets account={account} labels={labels} onAccount={show(client)} />

      {account.keptAnswers.length > 0 ? (
        <Section
          title="Answers kept for next year"
          icon={<RotateCcw aria-hidden="true" className="size-6 text-brand-700" />}
          intro="Your full quote's answers, so you need not type them again. Check them, then get new prices in one step."
        >
          <ul className="grid gap-4">
            {account.keptAnswers.map((kept) => (
              <li key={kept.insuranceType}>
                <KeptAnswersCard kept={kept} email={account.email} labels={labels} onAccount={show(client)} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {account.reminders.length > 0 ? (
        <Section
          title="Renewal reminders"
          icon={<BellRing aria-hidden="true" className="size-6 text-brand-700" />}
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            {account.reminders.map((reminder) => (
              <li key={`${reminder.fromReference}-${reminder.remindOn}`} className={card}>
                <p className="font-semibold text-brand-900">{product(reminder.insuranceType)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-muted-foreground">Renews</dt>
                    <dd className="font-medium">{formatDay(reminder.renewalDate)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">We email you</dt>
                    <dd className="font-medium">{formatDay(reminder.remindOn)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Passkeys
        account={account}
        messages={messages}
        explainer={passkeyExplainer}
        onSignedOut={onSignedOut}
      />

      <Devices account={account} messages={messages} onSignedOut={onSignedOut} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="account-download" className={`${card} grid content-start gap-3`}>
          <h2 id="account-download" className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <Download aria-hidden="true" className="size-5 text-brand-700" />
            Download everything
          </h2>
          <p className="text-muted-foreground">
            Your account, passkeys, devices, quote sets with their answers, reminders and the emails we sent
            you, as one JSON file a computer can read.
          </p>
          <div>
            <a href={`${API_URL}${exportPath}`} download className={buttonVariants({ variant: "primary" })}>
              <Download aria-hidden="true" />
              Download everything
            </a>
          </div>
        </section>
        <DeleteAccount onDeleted={onDeleted} />
      </div>
    </div>
  );
}

function QuoteSets({
  account,
  labels,
  onAccount,
}: {
  account: AccountView;
  labels: AccountLabels;
  onAccount: (account: AccountView) => void;
}) {
  const keep = useMutation({ mutationFn: accountApi.keepAnswers, onSuccess: onAccount });
  const sets = orderedSets(account.quoteSets);
  return (
    <Section
      title="Your quote sets"
      icon={<FileText aria-hidden="true" className="size-6 text-brand-700" />}
      intro={`Every set quoted for your address. Prices are saved for ${labels.quoteValidityDays} days; expired sets stay listed so you can see what you were quoted.`}
    >
      {sets.length === 0 ? (
        <p className={card}>
          No quote sets yet.{" "}
          <a href="/#quote-comparison" className={linkClass}>
            Get quotes
          </a>{" "}
          with this address and they appear here.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sets.map((set) => (
            <li
              key={set.reference}
              className={`${card} grid content-start gap-3 ${set.expired ? "bg-muted/40" : ""}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-bold text-brand-900">
                    {labels.productLabels[set.insuranceType]}
                    <span className="font-normal text-muted-foreground">
                      , {labels.coverageLabels[set.coverageAmount]}
                    </span>
                  </p>
                  <p className="font-mono text-sm text-muted-foreground">{set.reference}</p>
                </div>
                {set.expired ? (
                  <Badge variant="neutral">Expired</Badge>
                ) : (
                  <Badge variant="success">Prices saved</Badge>
                )}
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Quoted</dt>
                  <dd className="font-medium">{formatDay(set.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{set.expired ? "Expired" : "Saved until"}</dt>
                  <dd className="font-medium">{formatDay(set.expiresAt)}</dd>
                </div>
              </dl>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <a href={`/quotes/${set.reference}`} className={linkClass}>
                  {set.expired ? "See what you were quoted" : `See ${quotesCount(set.quotes).toLowerCase()}`}
                  <span className="sr-only"> for {set.reference}</span>
                </a>
                {canKeepAnswers(set, account.keptAnswers) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    busy={keep.isPending && keep.variables === set.reference}
                    onClick={() => keep.mutate(set.reference)}
                  >
                    <RotateCcw aria-hidden="true" />
                    Keep these answers
                    <span className="sr-only"> from {set.reference}</span>
                  </Button>
                ) : null}
              </div>
              {keep.isError && keep.variables === set.reference ? (
                <p role="alert" className="text-sm text-danger">
                  {problemText(keep.error, "We could not keep these answers. Please try again.")}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function KeptAnswersCard({
  kept,
  email,
  labels,
  onAccount,
}: {
  kept: AccountView["keptAnswers"][number];
  email: string;
  labels: AccountLabels;
  onAccount: (account: AccountView) => void;
}) {
  const [checking, setChecking] = useState(false);
  const remove = useMutation({
    mutationFn: () => accountApi.removeKeptAnswers(kept.insuranceType),
    onSuccess: onAccount,
  });
  const product = labels.productLabels[kept.insuranceType];
  return (
    <div className={`${card} grid grid-cols-[minmax(0,1fr)] gap-4`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-brand-900">{product}</h3>
          <p className="text-sm text-muted-foreground">
            From {kept.fromReference}, kept {formatDay(kept.keptAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {checking ? null : (
            <Button
              variant="cta"
              wrap
              className="w-full sm:w-auto"
              onPointerEnter={QuoteAgain.preload}
              onFocus={QuoteAgain.preload}
              onClick={() => setChecking(true)}
            >
              <RotateCcw aria-hidden="true" />
              Quote again with these answers
            </Button>
          )}
          <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" />
            Remove<span className="sr-only"> the {product} answers</span>
          </Button>
        </div>
      </div>
      {remove.isError ? (
        <p role="alert" className="text-sm text-danger">
          {problemText(remove.error, "We could not remove these answers. Please try again.")}
        </p>
      ) : null}
      {checking ? (
        <LazyPart
          fallback={
            <p role="status" className="text-muted-foreground">
              Loading your answers…
            </p>
          }
        >
          <QuoteAgain kept={kept} email={email} labels={labels} onCancel={() => setChecking(false)} />
        </LazyPart>
      ) : null}
    </div>
  );
}

function Passkeys({
  account,
  messages,
  explainer,
  onSignedOut,
}: {
  account: AccountView;
  messages: AccountMessages;
  explainer: string;
  onSignedOut: (message: string) => void;
}) {
  const client = useQueryClient();
  const [supported] = useState(browserHasPasskeys);
  const [addError, setAddError] = useState<string>();
  const [added, setAdded] = useState(false);
  const add = useMutation({
    mutationFn: () => createPasskey(),
    onMutate: () => {
      setAddError(undefined);
      setAdded(false);
    },
    onSuccess: (view) => {
      show(client)(view);
      setAdded(true);
    },
    onError: (error) =>
      setAddError(
        error instanceof Error && !(error.name === "ApiError")
          ? ceremonyProblem(error)
          : problemText(error, "We could not add the passkey. Please try again."),
      ),
  });
  return (
    <Section
      title="Passkeys"
      icon={<KeyRound aria-hidden="true" className="size-6 text-brand-700" />}
      intro={explainer}
      action={
        supported ? (
          <Button
            wrap
            busy={add.isPending}
            onPointerEnter={preloadPasskeys}
            onFocus={preloadPasskeys}
            onClick={() => add.mutate()}
          >
            <Plus aria-hidden="true" />
            {add.isPending ? "Waiting for your device..." : "Add a passkey on this device"}
          </Button>
        ) : null
      }
    >
      {added ? (
        <p role="status" className="rounded-lg border border-success/40 bg-success-soft p-3 font-medium">
          Passkey added. Next time, sign in with it on this device.
        </p>
      ) : null}
      {addError ? (
        <Callout tone="warning" title="No passkey was added" role="alert">
          {addError}
        </Callout>
      ) : null}
      {account.passkeys.length === 0 ? (
        <p className={card}>
          No passkeys yet.{" "}
          {supported
            ? "Add one on this device to sign in without an emailed link."
            : "This browser cannot make passkeys: sign in with a link we email you."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {account.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <PasskeyRow passkey={passkey} messages={messages} onSignedOut={onSignedOut} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PasskeyRow({
  passkey,
  messages,
  onSignedOut,
}: {
  passkey: AccountView["passkeys"][number];
  messages: AccountMessages;
  onSignedOut: (message: string) => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string>();
  const rename = useMutation({
    mutationFn: (newName: string) => accountApi.renamePasskey(passkey.id, newName),
    onSuccess: (view) => {
      show(client)(view);
      setRenaming(false);
    },
    onError: (error) =>
      setNameError(problemText(error, "We could not rename the passkey. Please try again.")),
  });
  const remove = useMutation({
    mutationFn: () => accountApi.removePasskey(passkey.id),
    onSuccess: async () => {
      // Removing the passkey this device signed in with signs it out.
      try {
        show(client)(await accountApi.view());
      } catch (error) {
        if (apiProblem(error).status === 401) onSignedOut(messages.signedOut);
      }
    },
  });
  return (
    <div className={`${card} grid gap-3`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <Fingerprint aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="break-words font-semibold text-brand-900">{passkey.name}</p>
            <p className="text-sm text-muted-foreground">
              Created {formatDay(passkey.createdAt)} ·{" "}
              {passkey.lastUsedAt ? `last used ${formatWhen(passkey.lastUsedAt)}` : "not used yet"}
            </p>
          </div>
        </div>
        {renaming ? null : (
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              Rename<span className="sr-only"> {passkey.name}</span>
            </Button>
            <Button variant="ghost" size="sm" busy={remove.isPending} onClick={() => remove.mutate()}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only"> {passkey.name}</span>
            </Button>
          </div>
        )}
      </div>
      {remove.isError ? (
        <p role="alert" className="text-sm text-danger">
          {problemText(remove.error, "We could not remove the passkey. Please try again.")}
        </p>
      ) : null}
      {renaming ? (
        <form
          noValidate
          aria-label={`Rename ${passkey.name}`}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = name.trim();
            if (trimmed.length === 0 || trimmed.length > messages.passkeyNameMaxLength) {
              setNameError(messages.passkeyName);
              document.getElementById(`${id}-name`)?.focus();
              return;
            }
            setNameError(undefined);
            rename.mutate(trimmed);
          }}
        >
          <Field id={`${id}-name`} label="Passkey name" error={nameError}>
            <Input
              value={name}
              maxLength={messages.passkeyNameMaxLength + 20}
              autoComplete="off"
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" busy={rename.isPending}>
              Save
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setRenaming(false);
                setName(passkey.name);
                setNameError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function Devices({
  account,
  messages,
  onSignedOut,
}: {
  account: AccountView;
  messages: AccountMessages;
  onSignedOut: (message: string) => void;
}) {
  const everywhere = useMutation({
    mutationFn: accountApi.signOutEverywhere,
    onSuccess: () => onSignedOut(messages.signedOutEverywhere),
  });
  return (
    <Section
      title="Signed-in devices"
      icon={<MonitorSmartphone aria-hidden="true" className="size-6 text-brand-700" />}
      intro="A device stays signed in for 30 days after its last visit, and a year at most."
      action={
        <Button variant="outline" busy={everywhere.isPending} onClick={() => everywhere.mutate()}>
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      }
    >
      {everywhere.isError ? (
        <p role="alert" className="text-sm text-danger">
          {problemText(everywhere.error, "We could not sign you out. Please try again.")}
        </p>
      ) : null}
      <ul className="grid divide-y divide-border rounded-xl border border-border bg-white shadow-card">
        {account.sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-start justify-between gap-2 p-4 sm:px-6">
            <div>
              <p className="font-semibold text-brand-900">{session.device}</p>
              <p className="text-sm text-muted-foreground">
                Signed in {signedInWith(session.method)} on {formatDay(session.createdAt)} · last seen{" "}
                {formatWhen(session.lastUsedAt)}
              </p>
            </div>
            {session.current ? <Badge variant="brand">This device</Badge> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const erase = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: (answer) => onDeleted(answer.message),
  });
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid content-start gap-4 rounded-xl border-2 border-danger/40 bg-white p-5 shadow-card sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirmed) {
          setConfirmError("Tick the box to confirm you want your account deleted");
          document.getElementById(`${id}-confirm`)?.focus();
          return;
        }
        setConfirmError(undefined);
        erase.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Trash2 aria-hidden="true" className="size-5 text-danger" />
        Delete your account
      </h2>
      <p className="text-muted-foreground">
        We delete your account, passkeys and sign-ins, and everything we hold for your address: quote sets and
        their answers, messages, reminders and the emails we kept. Links to your quotes stop working. This
        cannot be undone.
      </p>
      <CheckboxField
        id={`${id}-confirm`}
        label="I understand: delete my account and everything you hold for my address"
        checked={confirmed}
        onChange={setConfirmed}
        error={confirmError}
      />
      {erase.isError ? (
        <p role="alert" className="text-sm text-danger">
          {problemText(erase.error, "We could not delete your account. Please try again.")}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="destructive" busy={erase.isPending}>
          <Trash2 aria-hidden="true" />
          {erase.isPending ? "Deleting..." : "Delete your account"}
        </Button>
      </div>
    </form>
  );
}

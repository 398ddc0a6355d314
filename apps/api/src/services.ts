import { type Insurer, insurers } from "@plummet/content/insurers";
import type { FastifyBaseLogger } from "fastify";
import { AccountService } from "./accounts/account-service";
import { Passkeys } from "./accounts/passkeys";
import { CallBackService } from "./call-back/call-back-service";
import type { Config } from "./config";
import { ContactService } from "./contact/contact-service";
import { AccountStore } from "./db/account-store";
import { CallBackStore } from "./db/call-back-store";
import { ContactStore } from "./db/contact-store";
import type { Database } from "./db/database";
import { IdempotencyStore } from "./db/idempotency-store";
import { MailOutboxStore } from "./db/mail-outbox-store";
import { PartnerStore } from "./db/partner-store";
import { PersonalDataStore } from "./db/personal-data-store";
import { QuoteStore } from "./db/quote-store";
import { ReminderStore } from "./db/reminder-store";
import { SuppressionStore } from "./db/suppression-store";
import { loadHandoverKeys } from "./handover/handover-keys";
import { ScheduledJobs } from "./jobs/scheduled-jobs";
import { linkKeys } from "./links/link-keys";
import { LinkTokens } from "./links/link-tokens";
import { createOutboxSender } from "./mail/create-outbox-sender";
import type { Metrics } from "./metrics/metrics";
import { PartnerService } from "./partners/partner-service";
import type { ProviderAdapter } from "./providers/adapter";
import { createPanelAdapters } from "./providers/panel-adapters";
import { RemoteInsurerFailure, RemoteInsurers } from "./providers/remote-adapter";
import { coverCatalogue } from "./quotes/cover-catalogue";
import { QuoteService } from "./quotes/quote-service";
import { QuoteSets } from "./quotes/quote-sets";
import { providerFactors } from "./rating/provider-factors";
import { ReminderSender, SEND_REMINDERS } from "./reminders/reminder-sender";
import { ReminderService } from "./reminders/reminder-service";
import { purgeExpired } from "./retention/purge-expired";
import { AddressHasher } from "./suppression/address-hash";
import { Suppressions } from "./suppression/suppressions";
import { UnsubscribeService } from "./unsubscribe/unsubscribe-service";
import { VehicleLookup } from "./vehicles/vehicle-lookup";
import { YourDataService } from "./your-data/your-data-service";

export interface ServiceOptions {
  clock: () => Date;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** The insurer panel whose cover catalogue quotes are made with; `@plummet/content`'s by default. */
  panel?: readonly Insurer[];
  /** The insurers to ask; the panel's, priced by the rating engine, and REMOTE_INSURERS_FILE's by default. */
  adapters?: readonly ProviderAdapter[];
}

/** One store per table, each its only writer (src/db/schema.ts). */
function createStores(database: Database, catalogue: ReturnType<typeof coverCatalogue>) {
  return {
    quotes: new QuoteStore(database, catalogue),
    contacts: new ContactStore(database),
    callBacks: new CallBackStore(database),
    reminders: new ReminderStore(database),
    personalData: new PersonalDataStore(database),
    suppressions: new SuppressionStore(database),
    outbox: new MailOutboxStore(database),
    partners: new PartnerStore(database),
    idempotency: new IdempotencyStore(database),
    accounts: new AccountStore(database),
  };
}

/**
 * The service's parts, made once in dependency order: the stores, the link keys, then each
 * service. The API (app.ts) and the mail worker (mail-worker.ts) both call this, so the worker
 * sends with the very renderer, policy and keys the service would. Nothing here starts a timer or
 * opens a connection: the caller starts the senders (and calls `close`). A new service is one file
 * and one entry here.
 */
export async function createServices(config: Config, database: Database, options: ServiceOptions) {
  const { clock, metrics, log } = options;
  const panel = options.panel ?? insurers;
  const catalogue = coverCatalogue(panel, config.REMOTE_INSURERS);
  const stores = createStores(database, catalogue);
  // Started by the app once ready (plugins/jobs.ts); the mail worker never starts them.
  const jobs = new ScheduledJobs(database, log);
  const keys = linkKeys(config);
  const tokens = new LinkTokens(keys, clock);
  const hasher = new AddressHasher(keys);
  const suppressions = new Suppressions(stores.suppressions, hasher, clock);
  metrics.watchDatabase(database);
  metrics.watchSuppressions(stores.suppressions);
  metrics.watchOutbox(stores.outbox);
  metrics.watchReminders(stores.reminders, clock);

  const quoteSets = new QuoteSets({
    database,
    store: stores.quotes,
    outbox: stores.outbox,
    suppressedAmong: (addresses) => suppressions.suppressedAmong(addresses),
  });
  // Undefined with MAIL_SENDER=off: a mail worker sends this instance's mail.
  const mail =
    config.MAIL_SENDER === "on"
      ? createOutboxSender(config, {
          clock,
          outbox: stores.outbox,
          quoteSets,
          reminderStore: stores.reminders,
          personalData: stores.personalData,
          contactStore: stores.contacts,
          callBackStore: stores.callBacks,
          accountStore: stores.accounts,
          tokens,
          suppressions,
          metrics,
          log,
        })
      : undefined;
  const wakeMail = () => mail?.sender.wake();

  const remote =
    config.REMOTE_INSURERS.length > 0
      ? new RemoteInsurers(config.REMOTE_INSURERS, {
          catalogue,
          maxAnswerBytes: config.REMOTE_ANSWER_MAX_BYTES,
          connectionsPerInsurer: config.REMOTE_CONNECTIONS,
          breakerFailures: config.REMOTE_BREAKER_FAILURES,
          breakerCooldownMs: config.REMOTE_BREAKER_COOLDOWN_MS,
          clock,
          onBreaker: (slug, state) => {
            metrics.remoteCircuit(slug, state);
            log.warn({ provider: slug, state }, "remote insurer's circuit breaker changed state");
          },
        })
      : undefined;
  const builtIn = config.BUILTIN_PANEL === "on" ? createPanelAdapters(panel, providerFactors) : [];
  const handoverKeys = await loadHandoverKeys(config);

  const quotes = new QuoteService({
    adapters: options.adapters ?? [...builtIn, ...(remote?.adapters ?? [])],
    sets: quoteSets,
    store: stores.quotes,
    catalogue,
    clock,
    providerBudgetMs: config.PROVIDER_TIMEOUT_MS,
    siteUrl: config.SITE_URL,
    remoteInsurer: remote && ((slug) => remote.bySlug(slug)),
    handoverTtlMs: config.HANDOVER_TTL_MINUTES * 60_000,
    handoverKey: handoverKeys.signing,
    onProviderFailure: ({ slug, kind, error }) => {
      metrics.providerDidNotQuote(slug, kind);
      const remoteReason =
        error instanceof RemoteInsurerFailure ? error.reason : kind === "timeout" ? "timeout" : "error";
      if (remote?.bySlug(slug)) metrics.remoteLeftOut(slug, remoteReason);
      // An open circuit is expected while it lasts: its state changes are logged instead.
      if (remoteReason === "circuit-open") return;
      log.warn(
        {
          provider: slug,
          kind,
          reason: remoteReason,
          ...(error instanceof RemoteInsurerFailure ? { detail: error.message } : { err: error }),
        },
        "provider left out of a quote set",
      );
    },
    onProviderDecline: (slug) => metrics.providerDidNotQuote(slug, "declined"),
    email: true,
    onSaved: (set) => {
      metrics.quoteSetMade(set.insuranceType);
      wakeMail();
    },
  });

  const reminderSender = new ReminderSender({
    database,
    store: stores.reminders,
    quoteStore: stores.quotes,
    outbox: stores.outbox,
    quotes,
    clock,
    onQueued: wakeMail,
    log,
  });
  const reminders = new ReminderService({
    database,
    store: stores.reminders,
    outbox: stores.outbox,
    quotes,
    tokens,
    clock,
    onDueNow: () => void jobs.runSoon(SEND_REMINDERS).catch(() => undefined),
    onSet: wakeMail,
  });
  const yourData = new YourDataService({
    database,
    personalData: stores.personalData,
    quotes: stores.quotes,
    contacts: stores.contacts,
    callBacks: stores.callBacks,
    reminders: stores.reminders,
    accounts: stores.accounts,
    idempotency: stores.idempotency,
    outbox: stores.outbox,
    tokens,
    hasher,
    clock,
    onQueued: wakeMail,
    mailFolder: config.SMTP_URL ? undefined : config.MAIL_DIR,
  });
  const siteOrigin = new URL(config.SITE_URL).origin;
  const accounts = new AccountService({
    database,
    store: stores.accounts,
    outbox: stores.outbox,
    tokens,
    passkeys: new Passkeys({
      id: config.WEBAUTHN_RP_ID ?? new URL(config.SITE_URL).hostname,
      name: config.WEBAUTHN_RP_NAME,
      origin: siteOrigin,
    }),
    clock,
    onQueued: wakeMail,
    collect: (address) => yourData.collect(address),
    eraseAddress: (address) => yourData.eraseAddress(address),
    onSignIn: (method) => metrics.signedIn(method),
    onRefused: (reason) => metrics.signInRefused(reason),
  });
  const unsubscribe = new UnsubscribeService({
    database,
    quotes: stores.quotes,
    reminders: stores.reminders,
    suppressions,
    tokens,
  });

  return {
    database,
    stores,
    jobs,
    hasher,
    suppressions,
    mail,
    handoverKeys,
    quotes,
    reminderSender,
    reminders,
    yourData,
    accounts,
    siteOrigin,
    unsubscribe,
    contact: new ContactService({
      database,
      store: stores.contacts,
      outbox: stores.outbox,
      clock,
      onQueued: wakeMail,
    }),
    callBacks: new CallBackService({
      database,
      store: stores.callBacks,
      outbox: stores.outbox,
      clock,
      onQueued: wakeMail,
    }),
    vehicles: new VehicleLookup({ url: config.VEHICLE_LOOKUP_URL, key: config.VEHICLE_LOOKUP_KEY }),
    partners: new PartnerService({ store: stores.partners, clock }),
    /** Deletes personal data past its retention, through each table's store. */
    purge: () =>
      purgeExpired(
        {
          quotes: stores.quotes,
          contacts: stores.contacts,
          callBacks: stores.callBacks,
          personalData: stores.personalData,
          accounts: stores.accounts,
        },
        clock(),
      ),
    /** Closes what the parts hold open: remote insurers' connections (the mail plugin or worker closes mail). */
    close: async () => {
      await remote?.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import { type Insurer, insurers } from "@plummet/content/insurers";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { CallBackService } from "./call-back/call-back-service";
import type { Config } from "./config";
import { ContactService } from "./contact/contact-service";
import { CallBackStore } from "./db/call-back-store";
import { ContactStore } from "./db/contact-store";
import { IdempotencyStore } from "./db/idempotency-store";
import { MailOutboxStore } from "./db/mail-outbox-store";
import { PartnerStore } from "./db/partner-store";
import { PersonalDataStore } from "./db/personal-data-store";
import { QuoteStore } from "./db/quote-store";
import { ReminderStore } from "./db/reminder-store";
import { SuppressionStore } from "./db/suppression-store";
import { linkKeys } from "./links/link-keys";
import { LinkTokens } from "./links/link-tokens";
import { Metrics } from "./metrics/metrics";
import { PartnerService } from "./partners/partner-service";
import { browserForms } from "./plugins/browser-forms";
import { conditionalGet } from "./plugins/conditional-get";
import { errorHandler, frameworkErrors } from "./plugins/error-handler";
import { gracefulClose } from "./plugins/graceful-close";
import { idempotency } from "./plugins/idempotency";
import { mail } from "./plugins/mail";
import { openapi } from "./plugins/openapi";
import { partnerAuth } from "./plugins/partner-auth";
import { openConfiguredDatabase, persistence } from "./plugins/persistence";
import { clientErrorHandler, security } from "./plugins/security";
import { registerTracing } from "./plugins/tracing";
import type { ProviderAdapter } from "./providers/adapter";
import { createPanelAdapters } from "./providers/panel-adapters";
import { RemoteInsurerFailure, RemoteInsurers } from "./providers/remote-adapter";
import { coverCatalogue } from "./quotes/cover-catalogue";
import { QuoteService } from "./quotes/quote-service";
import { QuoteSets } from "./quotes/quote-sets";
import { providerFactors } from "./rating/provider-factors";
import { ReminderSender } from "./reminders/reminder-sender";
import { ReminderService } from "./reminders/reminder-service";
import { responseSerializerCompiler } from "./response-serializer";
import { purgeExpired } from "./retention/purge-expired";
import { callBackRoutes } from "./routes/call-back";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { partnerRoutes } from "./routes/partner";
import { quoteRoutes } from "./routes/quotes";
import { reminderRoutes } from "./routes/reminders";
import { optInRoutes, unsubscribeRoutes } from "./routes/unsubscribe";
import { yourDataRoutes } from "./routes/your-data";
import { AddressHasher } from "./suppression/address-hash";
import { Suppressions } from "./suppression/suppressions";
import { UnsubscribeService } from "./unsubscribe/unsubscribe-service";
import { YourDataService } from "./your-data/your-data-service";

export type { Config } from "./config";
export { loadConfig } from "./config";
export { type LogStream, loggerOptions } from "./logging";
export type { ProviderAdapter } from "./providers/adapter";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
    /** Sends due renewal reminders (tests call `sendDue` with their clock). */
    reminderSender: ReminderSender;
    /** The suppression list, by address (the mail-feedback command's, and tests'). */
    suppressions: Suppressions;
  }
}

export interface AppOptions {
  /** Fastify's own options: the logger and timeouts (server.ts), or a captured log (tests). */
  fastify?: FastifyServerOptions;
  /** The insurer panel whose cover catalogue quotes are made with; `@plummet/content`'s by default. */
  panel?: readonly Insurer[];
  /** The insurers to ask; the panel's, priced by the rating engine, by default. */
  adapters?: readonly ProviderAdapter[];
  /** The time now; tests move it to check expiry and retention. */
  clock?: () => Date;
  /** Where spans go, instead of OTEL_EXPORTER_OTLP_ENDPOINT (tests). */
  traceExporter?: SpanExporter;
  /**
   * A migrated PGlite data folder (`dumpDataDir`'s tarball) that a `DATA_DIR=memory://` database
   * starts from, instead of running initdb (seconds each time): the tests' apps share one.
   */
  pgliteStartFrom?: Blob;
}

/**
 * Builds the quotes service. Tests call this and use `app.inject()`; only `server.ts` listens
 * (and serves the metrics on their own port).
 * Order: tracing, external plugins (security, OpenAPI), then ours (errors, persistence), then routes.
 * Every store and service is made here and handed to the plugins and routes that use them as
 * options (docs/decisions/024-api-one-shape.md); the app is decorated only with what is reached
 * from outside: `database`, `metrics`, `mailSender`, `reminderSender`, `suppressions`.
 */
export async function buildApp(config: Config, options: AppOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const panel = options.panel ?? insurers;
  const catalogue = coverCatalogue(panel, config.REMOTE_INSURERS);
  const metrics = new Metrics();
  const app = Fastify({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Opening PGlite for the first time (initdb in WebAssembly) can take many seconds on a busy
    // machine; avvio's default 10 s plugin timeout would abort start-up.
    pluginTimeout: 120_000,
    frameworkErrors,
    clientErrorHandler,
    ...options.fastify,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // JSON only: a text/plain body is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser("text/plain");
  app.decorate("metrics", metrics);
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimitRefused(route);
  });

  await registerTracing(app, {
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    exporter: options.traceExporter,
  });
  await app.register(security, config);
  await app.register(openapi);
  await app.register(errorHandler, { siteUrl: config.SITE_URL });
  await app.register(browserForms, { siteUrl: config.SITE_URL });
  await app.register(gracefulClose);
  const keys = linkKeys(config);
  const tokens = new LinkTokens(keys, clock);
  const hasher = new AddressHasher(keys);
  const database = openConfiguredDatabase(config, app.log, options.pgliteStartFrom);
  const quoteStore = new QuoteStore(database, catalogue);
  const contactStore = new ContactStore(database);
  const callBackStore = new CallBackStore(database);
  const reminderStore = new ReminderStore(database);
  const personalData = new PersonalDataStore(database);
  const suppressionStore = new SuppressionStore(database);
  const outbox = new MailOutboxStore(database);
  const partnerStore = new PartnerStore(database);
  const idempotencyStore = new IdempotencyStore(database);
  await app.register(persistence, {
    database,
    config,
    clock,
    purge: () =>
      purgeExpired(
        { quotes: quoteStore, contacts: contactStore, callBacks: callBackStore, personalData },
        clock(),
      ),
  });
  metrics.watchDatabase(database);
  const suppressions = new Suppressions(suppressionStore, hasher, clock);
  app.decorate("suppressions", suppressions);
  metrics.watchSuppressions(suppressionStore);
  const quoteSets = new QuoteSets({
    database,
    store: quoteStore,
    outbox,
    suppressedAmong: (addresses) => suppressions.suppressedAmong(addresses),
  });
  await app.register(mail, {
    config,
    clock,
    metrics,
    outbox,
    quoteSets,
    reminderStore,
    personalData,
    contactStore,
    callBackStore,
    tokens,
    suppressions,
  });
  await app.register(partnerAuth, { store: partnerStore });
  await app.register(idempotency, { store: idempotencyStore, config, clock, hasher });
  await app.register(conditionalGet);

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
            app.log.warn({ provider: slug, state }, "remote insurer's circuit breaker changed state");
          },
        })
      : undefined;
  if (remote) app.addHook("onClose", () => remote.close());
  const builtIn = config.BUILTIN_PANEL === "on" ? createPanelAdapters(panel, providerFactors) : [];

  const quoteService = new QuoteService({
    adapters: options.adapters ?? [...builtIn, ...(remote?.adapters ?? [])],
    sets: quoteSets,
    store: quoteStore,
    catalogue,
    clock,
    providerBudgetMs: config.PROVIDER_TIMEOUT_MS,
    siteUrl: config.SITE_URL,
    remoteInsurer: remote && ((slug) => remote.bySlug(slug)),
    handoverTtlMs: config.HANDOVER_TTL_MINUTES * 60_000,
    onProviderFailure: ({ slug, kind, error }) => {
      metrics.providerDidNotQuote(slug, kind);
      const remoteReason =
        error instanceof RemoteInsurerFailure ? error.reason : kind === "timeout" ? "timeout" : "error";
      if (remote?.bySlug(slug)) metrics.remoteLeftOut(slug, remoteReason);
      // An open circuit is expected while it lasts: its state changes are logged instead.
      if (remoteReason === "circuit-open") return;
      app.log.warn(
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
      app.mailSender?.wake();
    },
  });

  const reminderSender = new ReminderSender({
    database,
    store: reminderStore,
    quoteStore,
    outbox,
    quotes: quoteService,
    clock,
    pollMs: config.REMINDER_POLL_MS,
    onQueued: () => app.mailSender?.wake(),
    log: app.log,
  });
  app.decorate("reminderSender", reminderSender);
  metrics.watchReminders(reminderStore, clock);
  app.addHook("onReady", async () => {
    // On PGlite this process holds the data folder: any claim is a killed process's.
    if (database.kind === "pglite") {
      await reminderStore
        .releaseClaims()
        .catch((err: unknown) => app.log.warn({ err }, "could not release reminder claims"));
    }
    reminderSender.start();
  });
  app.addHook("onClose", async () => reminderSender.stop());
  const reminders = new ReminderService({
    database,
    store: reminderStore,
    outbox,
    quotes: quoteService,
    tokens,
    clock,
    onDueNow: () => reminderSender.wake(),
    onSet: () => app.mailSender?.wake(),
  });

  const yourData = new YourDataService({
    database,
    personalData,
    quotes: quoteStore,
    contacts: contactStore,
    callBacks: callBackStore,
    reminders: reminderStore,
    idempotency: idempotencyStore,
    outbox,
    tokens,
    hasher,
    clock,
    onQueued: () => app.mailSender?.wake(),
    mailFolder: config.SMTP_URL ? undefined : config.MAIL_DIR,
  });
  const unsubscribe = new UnsubscribeService({
    database,
    quotes: quoteStore,
    reminders: reminderStore,
    suppressions,
    tokens,
  });

  await app.register(healthRoutes, { database });
  await app.register(quoteRoutes, { quoteService });
  await app.register(partnerRoutes, { partners: new PartnerService({ store: partnerStore, clock }) });
  const onMailQueued = () => app.mailSender?.wake();
  await app.register(contactRoutes, {
    contact: new ContactService({ database, store: contactStore, outbox, clock, onQueued: onMailQueued }),
  });
  await app.register(callBackRoutes, {
    callBacks: new CallBackService({ database, store: callBackStore, outbox, clock, onQueued: onMailQueued }),
  });
  await app.register(reminderRoutes, { reminders });
  await app.register(unsubscribeRoutes, { unsubscribe, siteUrl: config.SITE_URL });
  await app.register(optInRoutes, { unsubscribe });
  await app.register(yourDataRoutes, { yourData, requestsPerClientPerHour: config.YOUR_DATA_RATE_LIMIT_MAX });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

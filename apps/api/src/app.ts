import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { Insurer } from "@plummet/content/insurers";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { openConfiguredDatabase } from "./db/configured-database";
import { Metrics } from "./metrics/metrics";
import { browserForms } from "./plugins/browser-forms";
import { conditionalGet } from "./plugins/conditional-get";
import { errorHandler, frameworkErrors } from "./plugins/error-handler";
import { gracefulClose } from "./plugins/graceful-close";
import { idempotency } from "./plugins/idempotency";
import { jobs } from "./plugins/jobs";
import { mail } from "./plugins/mail";
import { openapi } from "./plugins/openapi";
import { partnerAuth } from "./plugins/partner-auth";
import { persistence } from "./plugins/persistence";
import { clientErrorHandler, security } from "./plugins/security";
import { registerTracing } from "./plugins/tracing";
import type { ProviderAdapter } from "./providers/adapter";
import { type ReminderSender, SEND_REMINDERS } from "./reminders/reminder-sender";
import { responseSerializerCompiler } from "./response-serializer";
import { accountRoutes } from "./routes/account";
import { callBackRoutes } from "./routes/call-back";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { jwksRoutes } from "./routes/jwks";
import { partnerRoutes } from "./routes/partner";
import { questionRoutes } from "./routes/questions";
import { quoteEmailRoutes } from "./routes/quote-email";
import { quoteRoutes } from "./routes/quotes";
import { reminderRoutes } from "./routes/reminders";
import { optInRoutes, unsubscribeRoutes } from "./routes/unsubscribe";
import { vehicleRoutes } from "./routes/vehicles";
import { yourDataRoutes } from "./routes/your-data";
import { createServices } from "./services";
import type { Suppressions } from "./suppression/suppressions";

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
 * Every store and service is made by `createServices` (services.ts, which the mail worker calls
 * too) and handed to the plugins and routes that use them as options
 * (docs/decisions/024-api-one-shape.md, 027); the app is decorated only with what is reached from
 * outside: `database`, `metrics`, `mailSender`, `reminderSender`, `suppressions`.
 */
export async function buildApp(config: Config, options: AppOptions = {}) {
  const clock = options.clock ?? (() => new Date());
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
  const database = openConfiguredDatabase(config, {
    pgliteStartFrom: options.pgliteStartFrom,
    onIdleError: (err) => app.log.warn({ err }, "database connection lost"),
  });
  const services = await createServices(config, database, {
    clock,
    metrics,
    log: app.log,
    panel: options.panel,
    adapters: options.adapters,
  });
  const { stores, reminderSender } = services;
  app.addHook("onClose", () => services.close());
  await app.register(persistence, { database });
  app.decorate("reminderSender", reminderSender);
  // On PGlite this process holds the data folder: any reminder claim is a killed process's. Let
  // go of them before the jobs start (this hook runs before the jobs plugin's).
  app.addHook("onReady", async () => {
    if (database.kind !== "pglite") return;
    await stores.reminders
      .releaseClaims()
      .catch((err: unknown) => app.log.warn({ err }, "could not release reminder claims"));
  });
  await app.register(jobs, { scheduled: services.jobs });
  app.jobs.every({
    name: "purge-expired",
    everyMinutes: config.PURGE_INTERVAL_MINUTES,
    run: services.purge,
    done: "purged expired data",
    failed: "purge of expired data failed",
  });
  // Also asked for at once when a reminder set today falls due today (`jobs.runSoon`).
  app.jobs.every({
    name: SEND_REMINDERS,
    everyMinutes: config.REMINDER_INTERVAL_MINUTES,
    run: async () => ({ sent: await reminderSender.sendDue() }),
    failed: "sending renewal reminders failed; will try again",
  });
  app.decorate("suppressions", services.suppressions);
  await app.register(mail, { config, clock, outbox: stores.outbox, mail: services.mail });
  await app.register(partnerAuth, { store: stores.partners });
  await app.register(idempotency, { store: stores.idempotency, config, clock, hasher: services.hasher });
  await app.register(conditionalGet);

  await app.register(healthRoutes, { database });
  await app.register(jwksRoutes, { keys: services.handoverKeys });
  await app.register(quoteRoutes, { quoteService: services.quotes });
  await app.register(quoteEmailRoutes, { quoteService: services.quotes });
  await app.register(questionRoutes);
  await app.register(vehicleRoutes, { vehicles: services.vehicles });
  await app.register(partnerRoutes, { partners: services.partners });
  await app.register(contactRoutes, { contact: services.contact });
  await app.register(callBackRoutes, { callBacks: services.callBacks });
  await app.register(reminderRoutes, { reminders: services.reminders });
  await app.register(unsubscribeRoutes, { unsubscribe: services.unsubscribe, siteUrl: config.SITE_URL });
  await app.register(optInRoutes, { unsubscribe: services.unsubscribe });
  await app.register(yourDataRoutes, {
    yourData: services.yourData,
    requestsPerClientPerHour: config.YOUR_DATA_RATE_LIMIT_MAX,
  });
  await app.register(accountRoutes, {
    accounts: services.accounts,
    siteOrigin: services.siteOrigin,
    signInTriesPerWindow: config.ACCOUNT_RATE_LIMIT_MAX,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

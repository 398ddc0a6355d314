import { insurers } from "@plummet/content/insurers";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { quoteSetEmail } from "./mail/quote-email";
import { conditionalGet } from "./plugins/conditional-get";
import { errorHandler, frameworkErrors } from "./plugins/error-handler";
import { gracefulClose } from "./plugins/graceful-close";
import { idempotency } from "./plugins/idempotency";
import { mail } from "./plugins/mail";
import { openapi } from "./plugins/openapi";
import { partnerAuth } from "./plugins/partner-auth";
import { persistence } from "./plugins/persistence";
import { security } from "./plugins/security";
import type { ProviderAdapter } from "./providers/adapter";
import { createPanelAdapters } from "./providers/panel-adapters";
import { QuoteService } from "./quotes/quote-service";
import { providerFactors } from "./rating/provider-factors";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { partnerRoutes } from "./routes/partner";
import { quoteRoutes } from "./routes/quotes";

export type { Config } from "./config";
export { loadConfig } from "./config";
export { type LogStream, loggerOptions } from "./logging";
export type { ProviderAdapter } from "./providers/adapter";

export interface AppOptions {
  /** Fastify's own options: the logger and timeouts (server.ts), or a captured log (tests). */
  fastify?: FastifyServerOptions;
  /** The insurers to ask; the built-in panel by default. */
  adapters?: readonly ProviderAdapter[];
  /** The time now; tests move it to check expiry and retention. */
  clock?: () => Date;
}

/**
 * Builds the quotes service. Tests call this and use `app.inject()`; only `server.ts` listens.
 * Order: external plugins (security, OpenAPI), then ours (errors, persistence), then routes.
 */
export async function buildApp(config: Config, options: AppOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Opening PGlite for the first time (initdb in WebAssembly) can take many seconds on a busy
    // machine; avvio's default 10 s plugin timeout would abort start-up.
    pluginTimeout: 120_000,
    frameworkErrors,
    ...options.fastify,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser("text/plain");

  await app.register(security, config);
  await app.register(openapi);
  await app.register(errorHandler);
  await app.register(gracefulClose);
  await app.register(persistence, { config, clock });
  await app.register(mail, { config, clock });
  await app.register(partnerAuth);
  await app.register(idempotency, { config, clock });
  await app.register(conditionalGet);

  const quoteService = new QuoteService({
    adapters: options.adapters ?? createPanelAdapters(insurers, providerFactors),
    store: app.quoteStore,
    clock,
    providerBudgetMs: config.PROVIDER_TIMEOUT_MS,
    onProviderFailure: ({ slug, kind, error }) =>
      app.log.warn({ provider: slug, kind, err: error }, "provider left out of a quote set"),
    queueEmail: (set, tx) =>
      app.mailOutbox.enqueue(
        tx,
        { quoteRequestId: set.id, to: set.applicant.email, ...quoteSetEmail(set, config.SITE_URL) },
        set.createdAt,
      ),
    onSaved: () => app.mailSender.wake(),
  });

  await app.register(healthRoutes, { database: app.database });
  await app.register(quoteRoutes, { quoteService, clock });
  await app.register(partnerRoutes, { partnerStore: app.partnerStore, clock });
  await app.register(contactRoutes, { contactStore: app.contactStore, clock });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

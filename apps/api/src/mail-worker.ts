/**
 * The mail worker: sends the outbox's email as a process of its own, so API instances on
 * PostgreSQL (started with MAIL_SENDER=off) only price. Any number may run: each email is
 * claimed by one. Same configuration as the service (DATABASE_URL, SMTP_URL or MAIL_DIR,
 * MAIL_FROM, SITE_URL, PUBLIC_API_URL, LINK_SECRET, METRICS_PORT for its own metrics), and the
 * same parts: it sends with the sender `createServices` makes for the service.
 *
 *   node dist/mail-worker.js        (pnpm --filter @plummet/api mail-worker)
 */
import closeWithGrace from "close-with-grace";
import { pino } from "pino";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./db/configured-database";
import { loggerOptions } from "./logging";
import { Metrics } from "./metrics/metrics";
import { startMetricsServer } from "./metrics/metrics-server";
import "./production-mode";

// After NODE_ENV is set (production-mode.ts): React picks its build when first loaded.
const { createServices } = await import("./services");

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`The mail worker could not start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
if (!config.DATABASE_URL) {
  console.error(
    "The mail worker needs DATABASE_URL (PostgreSQL). With the embedded database the service sends its own mail (MAIL_SENDER=on).",
  );
  process.exit(1);
}

const log = pino(loggerOptions(config));
const database = openConfiguredDatabase(config, {
  poolSize: 4,
  onIdleError: (err) => log.warn({ err }, "database connection lost"),
});
const metrics = new Metrics();
// The API instances it sends for run with MAIL_SENDER=off; the worker is the sender.
const services = await createServices({ ...config, MAIL_SENDER: "on" }, database, {
  clock: () => new Date(),
  metrics,
  log,
});
const { sender, transport } = services.mail!;
const metricsServer =
  config.METRICS_PORT === "off"
    ? undefined
    : await startMetricsServer(metrics.registry, config.METRICS_HOST, config.METRICS_PORT);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, "mail worker stopping after an error");
  else log.info({ signal }, "mail worker stopping");
  await sender.stop();
  transport.close();
  await services.close();
  metricsServer?.server.close();
  await database.close();
});

sender.start({ holdsProcess: true });
log.info({ mail: transport.description }, `mail worker sending to ${transport.description}`);

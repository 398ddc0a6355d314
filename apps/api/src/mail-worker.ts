/**
 * The mail worker: sends the outbox's email as a process of its own, so API instances on
 * PostgreSQL (started with MAIL_SENDER=off) only price. Any number may run: each email is
 * claimed by one. Same configuration as the service (DATABASE_URL, SMTP_URL or MAIL_DIR,
 * MAIL_FROM, SITE_URL, PUBLIC_API_URL, LINK_SECRET, METRICS_PORT for its own metrics).
 *
 *   node dist/mail-worker.js        (pnpm --filter @plummet/api mail-worker)
 */
import { insurers } from "@plummet/content/insurers";
import closeWithGrace from "close-with-grace";
import { pino } from "pino";
import { loadConfig } from "./config";
import { CallBackStore } from "./db/call-back-store";
import { ContactStore } from "./db/contact-store";
import { openDatabase } from "./db/database";
import { MailOutboxStore } from "./db/mail-outbox-store";
import { PersonalDataStore } from "./db/personal-data-store";
import { QuoteStore } from "./db/quote-store";
import { ReminderStore } from "./db/reminder-store";
import { SuppressionStore } from "./db/suppression-store";
import { linkKeys } from "./links/link-keys";
import { LinkTokens } from "./links/link-tokens";
import { loggerOptions } from "./logging";
import { Metrics } from "./metrics/metrics";
import { startMetricsServer } from "./metrics/metrics-server";
import { createOutboxSender } from "./plugins/mail";
import { coverCatalogue } from "./quotes/cover-catalogue";
import { QuoteSets } from "./quotes/quote-sets";
import { AddressHasher } from "./suppression/address-hash";
import { Suppressions } from "./suppression/suppressions";

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
const database = openDatabase({
  kind: "postgres",
  url: config.DATABASE_URL,
  poolSize: 4,
  onIdleError: (err) => log.warn({ err }, "database connection lost"),
});
const metrics = new Metrics();
const outbox = new MailOutboxStore(database);
const keys = linkKeys(config);
const suppressionStore = new SuppressionStore(database);
metrics.watchSuppressions(suppressionStore);
metrics.watchOutbox(outbox);
metrics.watchDatabase(database);
const { sender, transport } = createOutboxSender(config, {
  clock: () => new Date(),
  outbox,
  quoteSets: new QuoteSets({ database, store: new QuoteStore(database, coverCatalogue(insurers)), outbox }),
  reminderStore: new ReminderStore(database),
  personalData: new PersonalDataStore(database),
  contactStore: new ContactStore(database),
  callBackStore: new CallBackStore(database),
  tokens: new LinkTokens(keys, () => new Date()),
  suppressions: new Suppressions(suppressionStore, new AddressHasher(keys), () => new Date()),
  metrics,
  log,
});
const metricsServer =
  config.METRICS_PORT === "off"
    ? undefined
    : await startMetricsServer(metrics.registry, config.METRICS_HOST, config.METRICS_PORT);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, "mail worker stopping after an error");
  else log.info({ signal }, "mail worker stopping");
  await sender.stop();
  transport.close();
  metricsServer?.server.close();
  await database.close();
});

sender.start({ holdsProcess: true });
log.info({ mail: transport.description }, `mail worker sending to ${transport.description}`);

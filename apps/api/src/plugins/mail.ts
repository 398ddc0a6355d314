import { dataRetention } from "@plummet/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { CallBackStore } from "../db/call-back-store";
import type { ContactStore } from "../db/contact-store";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import type { PersonalDataStore } from "../db/personal-data-store";
import type { ReminderStore } from "../db/reminder-store";
import type { LinkTokens } from "../links/link-tokens";
import { EmailRenderer } from "../mail/email-renderer";
import { purgeMailFolder } from "../mail/mail-folder-retention";
import { OutboxSender, type OutboxSenderOptions } from "../mail/outbox-sender";
import { folderTransport, smtpTransport } from "../mail/transport";
import type { Metrics } from "../metrics/metrics";
import type { QuoteSets } from "../quotes/quote-sets";
import { MailPolicy } from "../suppression/mail-policy";
import type { Suppressions } from "../suppression/suppressions";

declare module "fastify" {
  interface FastifyInstance {
    /** Undefined when MAIL_SENDER=off: the mail worker sends this instance's mail. */
    mailSender: OutboxSender | undefined;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What emails are rendered from. */
export interface MailSources {
  quoteSets: QuoteSets;
  reminderStore: ReminderStore;
  personalData: PersonalDataStore;
  contactStore: ContactStore;
  callBackStore: CallBackStore;
  tokens: LinkTokens;
  suppressions: Suppressions;
}

export interface MailOptions extends MailSources {
  outbox: MailOutboxStore;
  config: Config;
  clock: () => Date;
  metrics: Metrics;
}

/** The outbox sender for a config, sending through SMTP_URL or, with none set, to MAIL_DIR. */
export function createOutboxSender(
  config: Config,
  parts: MailSources & {
    clock: () => Date;
    outbox: MailOutboxStore;
    metrics: Metrics;
    log: OutboxSenderOptions["log"];
  },
) {
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.dkim)
    : folderTransport(config.MAIL_DIR, config.dkim);
  const renderer = new EmailRenderer({
    ...parts,
    siteUrl: config.SITE_URL,
    apiUrl: config.PUBLIC_API_URL,
    demonstrationPanel: config.PANEL_DISCLOSURE === "on",
    firmAuthorised: config.PLUMMET_FIRM !== undefined,
  });
  const policy = new MailPolicy({
    store: parts.suppressions.store,
    hasher: parts.suppressions.hasher,
    clock: parts.clock,
    dailyCap: config.MAIL_DAILY_CAP_PER_ADDRESS,
    returnPath: config.MAIL_RETURN_PATH,
    verp: config.MAIL_RETURN_PATH_VERP === "on",
  });
  const sender = new OutboxSender({
    outbox: parts.outbox,
    render: (emails) => renderer.render(emails),
    transport,
    from: config.MAIL_FROM,
    clock: parts.clock,
    pollMs: config.MAIL_POLL_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    maxAttempts: 12,
    policy,
    onSettled: (outcome) => parts.metrics.emailSettled(outcome),
    log: parts.log,
  });
  return { sender, transport };
}

/**
 * Transactional email: the outbox (written with the quote set, see QuoteSets.save) and, unless
 * MAIL_SENDER=off, the sender that delivers it through SMTP_URL or, with none set, as .eml files
 * in MAIL_DIR. Outbox rows go with their quote set at the end of its retention (a cascading
 * delete); the .eml files are purged here on the same schedule, by each instance from its own
 * folder.
 */
export const mail = fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const { config, clock, metrics, outbox } = options;
    metrics.watchOutbox(outbox);
    if (config.MAIL_SENDER === "off") {
      app.decorate("mailSender", undefined);
      app.addHook("onReady", async () => {
        app.log.info("this instance sends no email (MAIL_SENDER=off): run the mail worker");
      });
      return;
    }
    const { sender, transport } = createOutboxSender(config, { ...options, log: app.log });
    app.decorate("mailSender", sender);

    let purging: Promise<void> | undefined;
    const purgeOldMail = () => {
      const cutoff = new Date(clock().getTime() - dataRetention.quoteRequestDays * DAY_MS);
      purging ??= purgeMailFolder(config.MAIL_DIR, cutoff)
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, "purged .eml files past their retention");
        })
        .catch((err: unknown) => app.log.warn({ err }, "purge of old .eml files failed"))
        .finally(() => {
          purging = undefined;
        });
      return purging;
    };
    const purgeTimer = config.SMTP_URL
      ? undefined
      : setInterval(purgeOldMail, config.PURGE_INTERVAL_MINUTES * 60_000);
    purgeTimer?.unref();

    app.addHook("onReady", async () => {
      app.log.info({ mail: transport.description }, `email is sent to ${transport.description}`);
      // On PGlite this process holds the data folder: any claim is a killed process's.
      if (app.database.kind === "pglite") {
        await outbox
          .releaseClaims()
          .catch((err: unknown) => app.log.warn({ err }, "could not release email claims"));
      }
      sender.start();
      if (!config.SMTP_URL) await purgeOldMail();
    });
    app.addHook("onClose", async () => {
      clearInterval(purgeTimer);
      await purging;
      await sender.stop();
      transport.close();
    });
  },
  { name: "mail", dependencies: ["persistence"] },
);

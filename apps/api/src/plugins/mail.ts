import { dataRetention } from "@plummet/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { MailOutboxStore } from "../db/mail-outbox-store";
import { purgeMailFolder } from "../mail/mail-folder-retention";
import { OutboxSender } from "../mail/outbox-sender";
import { folderTransport, smtpTransport } from "../mail/transport";

declare module "fastify" {
  interface FastifyInstance {
    mailOutbox: MailOutboxStore;
    mailSender: OutboxSender;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Transactional email: the outbox (written with the quote set, see QuoteStore.save) and the
 * sender that delivers it, through SMTP_URL or, with none set, as .eml files in MAIL_DIR. Outbox
 * rows go with their quote set at the end of its retention (a cascading delete); the .eml files
 * are purged here on the same schedule, by each instance from its own folder.
 */
export const mail = fp(
  async (app: FastifyInstance, { config, clock }: { config: Config; clock: () => Date }) => {
    const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : folderTransport(config.MAIL_DIR);
    const outbox = new MailOutboxStore(app.database);
    const sender = new OutboxSender({
      outbox,
      transport,
      from: config.MAIL_FROM,
      clock,
      pollMs: config.MAIL_POLL_MS,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
      maxAttempts: 12,
      log: app.log,
    });
    app.decorate("mailOutbox", outbox);
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

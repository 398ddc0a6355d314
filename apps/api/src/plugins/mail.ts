import { dataRetention } from "@plummet/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import type { MailSending } from "../mail/create-outbox-sender";
import { purgeMailFolder } from "../mail/mail-folder-retention";
import type { OutboxSender } from "../mail/outbox-sender";

declare module "fastify" {
  interface FastifyInstance {
    /** Undefined when MAIL_SENDER=off: the mail worker sends this instance's mail. */
    mailSender: OutboxSender | undefined;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailOptions {
  config: Config;
  clock: () => Date;
  outbox: MailOutboxStore;
  /** The sender and its transport (services.ts); undefined with MAIL_SENDER=off. */
  mail: MailSending | undefined;
}

/**
 * Transactional email: the outbox (written with the quote set, see QuoteSets.save) and, unless
 * MAIL_SENDER=off, the sender that delivers it through SMTP_URL or, with none set, as .eml files
 * in MAIL_DIR. Outbox rows go with their quote set at the end of its retention (a cascading
 * delete); the .eml files are purged here on the same schedule, by each instance from its own
 * folder.
 */
export const mail = fp(
  async (app: FastifyInstance, { config, clock, outbox, mail }: MailOptions) => {
    if (!mail) {
      app.decorate("mailSender", undefined);
      app.addHook("onReady", async () => {
        app.log.info("this instance sends no email (MAIL_SENDER=off): run the mail worker");
      });
      return;
    }
    const { sender, transport } = mail;
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

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { MailOutboxStore } from "../db/mail-outbox-store";
import { OutboxSender } from "../mail/outbox-sender";
import { folderTransport, smtpTransport } from "../mail/transport";

declare module "fastify" {
  interface FastifyInstance {
    mailOutbox: MailOutboxStore;
    mailSender: OutboxSender;
  }
}

/**
 * Transactional email: the outbox (written with the quote set, see QuoteStore.save) and the
 * sender that delivers it, through SMTP_URL or, with none set, as .eml files in MAIL_DIR.
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
    app.addHook("onReady", async () => {
      app.log.info({ mail: transport.description }, `email is sent to ${transport.description}`);
      sender.start();
    });
    app.addHook("onClose", async () => {
      await sender.stop();
      transport.close();
    });
  },
  { name: "mail", dependencies: ["persistence"] },
);

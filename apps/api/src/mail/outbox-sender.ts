import type { MailOutboxStore } from "../db/mail-outbox-store";
import { maskPersonalData } from "../logging";
import type { MailTransport } from "./transport";

export interface OutboxSenderOptions {
  outbox: MailOutboxStore;
  transport: MailTransport;
  from: string;
  clock: () => Date;
  /** How often to look for due mail. */
  pollMs: number;
  /** The first retry's delay; each later one waits four times longer, up to six hours. */
  retryBaseMs: number;
  /** After this many attempts an email is given up as failed. */
  maxAttempts: number;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

const BATCH = 10;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** An SMTP answer that will not change on retry: 5xx (a refused recipient, say). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Sends what the outbox holds: claims due emails (one sender per email, however many run), sends
 * each, and settles it: sent; failed for good on a permanent refusal; otherwise tried again later
 * with exponential backoff. Delivery is at least once: a sender that stops between sending and
 * recording it leaves the email to be sent again once its claim lapses.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: OutboxSenderOptions) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due mail now (after a quote set is saved, say), unless a round is already running. */
  wake(): void {
    if (this.stopped || this.running) return;
    this.running = this.sendDue()
      .then(() => undefined)
      .catch((err: unknown) => this.options.log.warn({ err }, "sending queued email failed; will try again"))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Sends every email due now; answers how many were sent. */
  async sendDue(): Promise<number> {
    const { outbox, transport, from, clock, retryBaseMs, maxAttempts, log } = this.options;
    let sent = 0;
    for (;;) {
      // The claim lasts longer than sending a batch could take, so no other sender takes these.
      const claimed = await outbox.claimDue(clock(), BATCH, 5 * 60_000);
      for (const email of claimed) {
        try {
          await transport.send({
            from,
            to: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
          });
          await outbox.markSent(email.id, clock());
          sent += 1;
        } catch (error) {
          const reason = maskPersonalData(error instanceof Error ? error.message : String(error)).slice(
            0,
            500,
          );
          if (isPermanent(error) || email.attempts >= maxAttempts) {
            await outbox.markFailed(email.id, reason);
            log.warn({ emailId: email.id, reason }, "email refused for good; not retried");
          } else {
            const delay = Math.min(MAX_DELAY_MS, retryBaseMs * 4 ** (email.attempts - 1));
            await outbox.markForRetry(email.id, new Date(clock().getTime() + delay), reason);
            log.info(
              { emailId: email.id, attempts: email.attempts, retryInMs: delay },
              "email not sent; will retry",
            );
          }
        }
      }
      if (claimed.length < BATCH || this.stopped) return sent;
    }
  }

  /** Stops looking for mail and waits for the round in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}

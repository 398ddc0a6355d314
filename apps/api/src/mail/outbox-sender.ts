import type { ClaimedEmail, MailOutboxStore } from "../db/mail-outbox-store";
import { WakeableLoop } from "../jobs/wakeable-loop";
import { maskPersonalData } from "../logging";
import type { MailPolicy, Verdict } from "../suppression/mail-policy";
import type { MailMessage, MailTransport } from "./transport";

export interface OutboxSenderOptions {
  outbox: MailOutboxStore;
  /**
   * Renders a batch of claimed emails (loading what they are about at once). An email missing
   * from the answer is about something deleted meanwhile (cancelled, erased): it is not sent.
   */
  render: (emails: readonly ClaimedEmail[]) => Promise<Map<string, Omit<MailMessage, "from">>>;
  transport: MailTransport;
  from: string;
  clock: () => Date;
  /** How often to look for due mail. */
  pollMs: number;
  /** The first retry's delay; each later one waits four times longer, up to six hours. */
  retryBaseMs: number;
  /** After this many attempts an email is given up as failed. */
  maxAttempts: number;
  /** The suppression list, the daily cap and the return path; none: every email goes (tests of the sender alone). */
  policy?: MailPolicy;
  /** Told of each email sent (with how long it waited since it was queued), given up, or withheld. */
  onSettled?: (
    outcome:
      | { status: "sent"; delayMs: number }
      | { status: "failed" }
      | { status: "withheld"; reason: Exclude<Verdict, "send"> },
  ) => void;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** Emails claimed at once: one query claims them, one per kind loads what they are about, one settles them. */
const BATCH = 50;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** How long a wake waits for more email to gather into the same round. */
const GATHER_MS = 200;
/** Longer than sending a batch could take, so no other sender takes these meanwhile. */
const CLAIM_MS = 5 * 60_000;

/** An SMTP answer that will not change on retry: 5xx (a refused recipient, say). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * A permanent refusal of the recipient itself: a 5xx answer to RCPT TO (nodemailer's envelope
 * error). A 5xx at another step (AUTH, MAIL FROM, DATA) is about our account or the message, so
 * it fails the email but suppresses nobody.
 */
function isRecipientRefused(error: unknown): boolean {
  const { command, code } = (error ?? {}) as { command?: unknown; code?: unknown };
  return isPermanent(error) && (command === "RCPT TO" || code === "EENVELOPE");
}

/**
 * Sends what the outbox holds: claims due emails in batches (one sender per email, however many
 * run), renders each from what it is about, sends the batch at once (the transport pools its
 * connections) and settles it: sent; failed for good on a permanent refusal; otherwise tried
 * again later with exponential backoff. Delivery is at least once: a sender that stops between
 * sending and recording it leaves the email to be sent again once its claim lapses.
 */
export class OutboxSender {
  private readonly loop: WakeableLoop;
  private stopped = false;

  constructor(private readonly options: OutboxSenderOptions) {
    this.loop = new WakeableLoop({
      run: () => this.sendDue(),
      everyMs: options.pollMs,
      gatherMs: GATHER_MS,
      onError: (err) => options.log.warn({ err }, "sending queued email failed; will try again"),
    });
  }

  /**
   * Starts polling. Beside a server the poll does not keep the process alive (`holdsProcess`
   * false); a mail worker has nothing else to, so its poll does.
   */
  start({ holdsProcess = false } = {}): void {
    this.stopped = false;
    this.loop.start({ holdsProcess });
  }

  /**
   * Looks for due mail shortly (after a quote set is saved, say): wakes within `GATHER_MS` gather
   * into one round, so a busy service claims, loads and settles its emails in batches rather than
   * one at a time. A wake during a round starts one more round after it.
   */
  wake(): void {
    this.loop.wake();
  }

  /**
   * Sends every email due now; answers how many were sent. Calls run one at a time (a test's
   * call waits for the service's own round), so the daily cap counts each batch after the last
   * one is settled.
   */
  sendDue(): Promise<number> {
    const run = this.sending.then(() => this.sendAllDue());
    this.sending = run.catch(() => undefined);
    return run;
  }

  private sending: Promise<unknown> = Promise.resolve();

  private async sendAllDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.options.outbox.claimDue(this.options.clock(), BATCH, CLAIM_MS);
      sent += await this.sendBatch(claimed);
      if (claimed.length < BATCH || this.stopped) return sent;
    }
  }

  private async sendBatch(claimed: readonly ClaimedEmail[]): Promise<number> {
    const { outbox, render, transport, from, clock, onSettled, policy } = this.options;
    const messages =
      claimed.length > 0 ? await render(claimed) : new Map<string, Omit<MailMessage, "from">>();
    const verdicts = policy
      ? await policy.admit(
          claimed.flatMap((email) => {
            const message = messages.get(email.id);
            return message ? [{ id: email.id, kind: email.kind, to: message.to }] : [];
          }),
        )
      : new Map<string, { hash: string; verdict: Verdict }>();
    const sent: Array<{ id: string; recipientHash: string | null }> = [];
    const withheld: Array<{ id: string; recipientHash: string | null }> = [];
    const gone: string[] = [];
    await Promise.all(
      claimed.map(async (email) => {
        const message = messages.get(email.id);
        const admitted = verdicts.get(email.id);
        try {
          if (!message) {
            gone.push(email.id);
            return;
          }
          if (admitted && admitted.verdict !== "send") {
            withheld.push({ id: email.id, recipientHash: admitted.hash });
            onSettled?.({ status: "withheld", reason: admitted.verdict });
            return;
          }
          const envelopeFrom = admitted && policy?.envelopeFrom(admitted.hash);
          await transport.send({
            from,
            ...message,
            ...(envelopeFrom && { envelope: { from: envelopeFrom, to: message.to } }),
          });
          sent.push({ id: email.id, recipientHash: admitted?.hash ?? null });
          onSettled?.({ status: "sent", delayMs: clock().getTime() - email.createdAt.getTime() });
        } catch (error) {
          if (admitted && policy && isRecipientRefused(error)) {
            await policy.refused(admitted.hash).catch((err: unknown) => {
              this.options.log.warn({ err }, "could not suppress a refused recipient");
            });
          }
          await this.settleFailure(email, error);
        }
      }),
    );
    await outbox.markSent(sent, clock());
    await outbox.markWithheld(withheld);
    // What they were about is gone (their rows normally go with it): nothing is left to send.
    await outbox.markSent(
      gone.map((id) => ({ id, recipientHash: null })),
      clock(),
    );
    return sent.length;
  }

  private async settleFailure(email: { id: string; attempts: number }, error: unknown): Promise<void> {
    const { outbox, clock, retryBaseMs, maxAttempts, onSettled, log } = this.options;
    const reason = maskPersonalData(error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (isPermanent(error) || email.attempts >= maxAttempts) {
      await outbox.markFailed(email.id, reason);
      onSettled?.({ status: "failed" });
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

  /** Stops looking for mail and waits for the round in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop.stop();
  }
}

import { type QuoteDetails, ukToday } from "@plummet/contracts";
import { type Database, inTransaction } from "../db/database";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import type { QuoteSet, QuoteStore } from "../db/quote-store";
import type { Reminder, ReminderStore } from "../db/reminder-store";
import type { QuoteService } from "../quotes/quote-service";

export interface ReminderSenderOptions {
  database: Database;
  store: ReminderStore;
  quoteStore: QuoteStore;
  outbox: MailOutboxStore;
  quotes: QuoteService;
  clock: () => Date;
  /** Told once a reminder's set and email are saved, so the email goes now. */
  onQueued: () => void;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** The scheduled job that sends due reminders (app.ts). */
export const SEND_REMINDERS = "send-reminders";

/** Reminders claimed at once; each is priced against the whole panel. */
const BATCH = 20;
/** Longer than pricing a batch could take, so no other instance takes these meanwhile. */
const CLAIM_MS = 5 * 60_000;
/** A reminder that failed (the database, say) is tried again after this. */
const RETRY_MS = 60_000;

/** The reminder's kept answers as the quote request they came from (no marketing opt-in assumed). */
function requestOf(reminder: Reminder) {
  return {
    insuranceType: reminder.insuranceType,
    coverageAmount: reminder.coverageAmount,
    age: reminder.age,
    postcode: reminder.postcode,
    email: reminder.email,
    marketingOptIn: false,
    ...(reminder.details && {
      details: { insuranceType: reminder.insuranceType, ...reminder.details } as QuoteDetails,
    }),
  };
}

/**
 * Sends due renewal reminders, exactly once however many instances run: claims due reminders,
 * prices each one's answers into a new quote set (its "previous" is the set the reminder came
 * from), and in one transaction deletes the reminder with its answers, saves the set and queues
 * the reminder email. A reminder whose claim lapses (its instance died) is taken again; one moved
 * or cancelled while being priced is not sent. `sendDue` is the work of the scheduled job
 * "send-reminders" (app.ts; decision 047): pg-boss decides when and where it runs, the claims
 * make each reminder's sending exact.
 */
export class ReminderSender {
  constructor(private readonly options: ReminderSenderOptions) {}

  /** Sends every reminder due today (UK date); answers how many were sent. */
  async sendDue(): Promise<number> {
    const { store, quotes, clock, onQueued, log } = this.options;
    let sent = 0;
    await this.options.quoteStore.saveCurrentCatalogue();
    for (;;) {
      const now = clock();
      const claimed = await store.claimDue(ukToday(now), now, BATCH, CLAIM_MS);
      for (const reminder of claimed) {
        try {
          const set = await quotes.price(requestOf(reminder));
          set.previous = { ...reminder.previous, renewalDate: reminder.renewalDate };
          if (await this.complete(reminder, set)) sent += 1;
        } catch (err) {
          log.warn({ err, reminderId: reminder.id }, "renewal reminder not sent; will try again");
          await store.retryAfter(reminder.id, new Date(clock().getTime() + RETRY_MS)).catch(() => undefined);
        }
      }
      if (sent > 0) onQueued();
      if (claimed.length < BATCH) {
        if (sent > 0) log.info({ sent }, "renewal reminders priced and queued");
        return sent;
      }
    }
  }

  /**
   * Sends a claimed reminder: in one transaction, deletes it (while still held by this claim) and
   * saves the new quote set with its reminder email queued. False when the claim was lost, or the
   * reminder was moved or cancelled meanwhile: then nothing is saved.
   */
  private complete(reminder: Reminder, set: QuoteSet): Promise<boolean> {
    const { database, store, quoteStore, outbox } = this.options;
    return inTransaction(database, async (tx) => {
      if (!(await store.deleteClaimed(reminder, tx))) return false;
      await quoteStore.insert([set], tx);
      await outbox.enqueue(
        [{ kind: "renewal-reminder", quoteRequestId: set.id, queuedAt: set.createdAt }],
        tx,
      );
      return true;
    });
  }
}

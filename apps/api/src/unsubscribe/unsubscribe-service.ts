import { type Database, inTransaction } from "../db/database";
import type { QuoteStore } from "../db/quote-store";
import type { ReminderStore } from "../db/reminder-store";
import type { LinkTokens } from "../links/link-tokens";
import { verifiedLink } from "../links/verified-link";
import type { Suppressions } from "../suppression/suppressions";

export interface UnsubscribeServiceOptions {
  database: Database;
  quotes: QuoteStore;
  reminders: ReminderStore;
  suppressions: Suppressions;
  tokens: LinkTokens;
}

/**
 * Unsubscribing an address from a signed link (every email's List-Unsubscribe), and confirming a
 * new marketing opt-in for an address on the suppression list. Knows nothing of HTTP beyond its
 * errors.
 */
export class UnsubscribeService {
  constructor(private readonly options: UnsubscribeServiceOptions) {}

  /**
   * Unsubscribes the token's address: withdraws the marketing opt-in on every quote set and
   * cancels every pending renewal reminder (deleting its answers) in one transaction, then puts
   * the address on the suppression list. Doing it again changes nothing more.
   */
  async unsubscribe(token: string): Promise<{ marketingWithdrawn: number; remindersCancelled: number }> {
    const { database, quotes, reminders, suppressions, tokens } = this.options;
    const { address } = await verifiedLink(tokens, "unsubscribe", token);
    const done = await inTransaction(database, async (tx) => ({
      marketingWithdrawn: await quotes.withdrawMarketing(address, tx),
      remindersCancelled: await reminders.cancelAll(address, tx),
    }));
    await suppressions.suppress(address, "unsubscribe");
    return done;
  }

  /**
   * Confirms a new marketing opt-in from the emailed link: takes the token's address off the
   * suppression list and records the opt-in on the quote set it was given with, if it still exists.
   */
  async confirmOptIn(token: string): Promise<void> {
    const { quotes, suppressions, tokens } = this.options;
    const { address, subject } = await verifiedLink(tokens, "optIn", token);
    await suppressions.lift(address);
    if (subject) await quotes.confirmOptIn(subject, address);
  }
}

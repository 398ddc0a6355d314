import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "./database";
import { guarded } from "./errors";
import type { Transaction } from "./quote-store";
import { mailOutbox } from "./schema";

/** An email as the outbox keeps it. */
export interface OutgoingEmail {
  quoteRequestId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type ClaimedEmail = OutgoingEmail & { id: string; attempts: number };

/** The outbox of emails to send: written in a caller's transaction, claimed and settled by a sender. */
export class MailOutboxStore {
  constructor(private readonly database: Database) {}

  /** Queues an email inside the caller's transaction, due at once. */
  async enqueue(tx: Transaction, email: OutgoingEmail, now: Date): Promise<void> {
    await tx.insert(mailOutbox).values({
      quoteRequestId: email.quoteRequestId,
      toAddress: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /**
   * Claims up to `limit` due emails for this sender: their next attempt moves `leaseMs` ahead in
   * the same statement, and rows another sender is claiming are skipped (FOR UPDATE SKIP
   * LOCKED), so however many senders run, each email is claimed by one.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
    return guarded(async () => {
      await this.database.ready();
      const due = this.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await this.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows.map((row) => ({
        id: row.id,
        quoteRequestId: row.quoteRequestId,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attempts: row.attempts,
      }));
    });
  }

  markSent(id: string, now: Date): Promise<void> {
    return this.settle(id, { status: "sent", sentAt: now, lastError: null });
  }

  /** A failure worth another try, at `nextAttemptAt`. */
  markForRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    return this.settle(id, { nextAttemptAt, lastError: error });
  }

  /** Refused for good (a recipient the server will never take): never tried again. */
  markFailed(id: string, error: string): Promise<void> {
    return this.settle(id, { status: "failed", lastError: error });
  }

  private settle(id: string, values: Partial<typeof mailOutbox.$inferInsert>): Promise<void> {
    return guarded(async () => {
      await this.database.db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
    });
  }
}

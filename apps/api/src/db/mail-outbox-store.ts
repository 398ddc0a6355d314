import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, min, or, sql } from "drizzle-orm";
import type { TypedQueryBuilder } from "drizzle-orm/query-builders/query-builder";
import type { Database, Transaction } from "./database";
import { inTransaction } from "./database";
import { guarded } from "./errors";
import { type EmailKind, mailOutbox, quoteRequests } from "./schema";

/** An email the outbox holds: its kind and the row it is about. It is rendered when sent. */
export interface ClaimedEmail {
  id: string;
  kind: EmailKind;
  quoteRequestId: string | null;
  reminderId: string | null;
  dataRequestId: string | null;
  contactMessageId: string | null;
  callBackId: string | null;
  accountLinkId: string | null;
  attempts: number;
  createdAt: Date;
}

/** An email to queue: its kind, the row it is about, and when it was queued (it is due at once). */
export type NewEmail = { kind: EmailKind; queuedAt: Date } & (
  | { quoteRequestId: string }
  | { reminderId: string }
  | { dataRequestId: string }
  | { contactMessageId: string }
  | { callBackId: string }
  | { accountLinkId: string }
);

/** A statement a WITH clause can hold (another store's INSERT), not yet run. */
type FirstStatement = TypedQueryBuilder<undefined> & PromiseLike<unknown>;

/** A new email's row: due at once. */
const outboxRow = ({ queuedAt, ...email }: NewEmail) => ({
  ...email,
  nextAttemptAt: queuedAt,
  createdAt: queuedAt,
});

/**
 * The outbox of emails to send, the only writer of `mail_outbox`: rows are queued in the
 * transaction of what they are about (a quote set, a reminder, a data request: the service passes
 * its `tx`), then claimed and settled in batches by a sender.
 */
export class MailOutboxStore {
  constructor(private readonly database: Database) {}

  /** Queues emails, in the caller's transaction when given one (so with what they are about). */
  async enqueue(emails: readonly NewEmail[], tx?: Transaction): Promise<void> {
    if (emails.length === 0) return;
    await (tx ?? this.database.db).insert(mailOutbox).values(emails.map(outboxRow));
  }

  /**
   * Runs `first` (another store's INSERT, say of quote sets) and queues emails about what it
   * writes, in one statement (`WITH first AS (...) INSERT INTO mail_outbox ...`): both are
   * written or neither, without a transaction's two more statements (on PGlite each costs about
   * as much CPU as the insert). With no emails, `first` runs alone.
   */
  async enqueueWith(first: FirstStatement, emails: readonly NewEmail[]): Promise<void> {
    if (emails.length === 0) {
      await first;
      return;
    }
    const written = this.database.db.$with("written").as(first);
    await this.database.db.with(written).insert(mailOutbox).values(emails.map(outboxRow));
  }

  /**
   * Queues a quote set's own email unless one was queued for it before (a set saved without its
   * email, asked for later): true when queued now. The set's row is locked meanwhile, so two asks
   * at once queue one email.
   */
  async enqueueQuoteSetEmailOnce(quoteRequestId: string, queuedAt: Date): Promise<boolean> {
    return inTransaction(this.database, async (tx) => {
      await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quoteRequestId))
        .for("update");
      const [queued] = await tx
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.quoteRequestId, quoteRequestId), eq(mailOutbox.kind, "quote-set")));
      if ((queued?.n ?? 0) > 0) return false;
      await this.enqueue([{ kind: "quote-set", quoteRequestId, queuedAt }], tx);
      return true;
    });
  }

  /** Whether an email of this kind was queued about the reminder since `since`. */
  async queuedForReminder(
    reminderId: string,
    kind: EmailKind,
    since: Date,
    tx?: Transaction,
  ): Promise<boolean> {
    const [recent] = await (tx ?? this.database.db)
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.reminderId, reminderId),
          eq(mailOutbox.kind, kind),
          gt(mailOutbox.createdAt, since),
        ),
      );
    return (recent?.n ?? 0) > 0;
  }

  /** Deletes the rows of emails sent to these recipients (keyed hashes); answers how many (erasure). */
  async deleteSentTo(recipientHashes: readonly string[], tx?: Transaction): Promise<number> {
    if (recipientHashes.length === 0) return 0;
    const deleted = await (tx ?? this.database.db)
      .delete(mailOutbox)
      .where(inArray(mailOutbox.recipientHash, [...recipientHashes]))
      .returning({ id: mailOutbox.id });
    return deleted.length;
  }

  /**
   * Claims up to `limit` due emails for this sender for `leaseMs`, in one statement; rows another
   * sender has claimed, or is claiming (FOR UPDATE SKIP LOCKED), are skipped, so however many
   * senders run, each email is claimed by one. A claim that lapses (its sender died) is taken again.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
    return guarded(async () => {
      await this.database.ready();
      const due = this.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, "pending"),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for("update", { skipLocked: true });
      return this.database.db
        .update(mailOutbox)
        .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          quoteRequestId: mailOutbox.quoteRequestId,
          reminderId: mailOutbox.reminderId,
          dataRequestId: mailOutbox.dataRequestId,
          contactMessageId: mailOutbox.contactMessageId,
          callBackId: mailOutbox.callBackId,
          accountLinkId: mailOutbox.accountLinkId,
          attempts: mailOutbox.attempts,
          createdAt: mailOutbox.createdAt,
        });
    });
  }

  /**
   * Settles a batch of sent emails in one statement, recording each recipient's keyed hash (the
   * daily cap counts by it; erasure deletes by it).
   */
  markSent(emails: ReadonlyArray<{ id: string; recipientHash: string | null }>, now: Date): Promise<void> {
    return this.settleMany(emails, "sent", now);
  }

  /** Not sent, for good: the recipient is suppressed or over its daily cap. */
  markWithheld(emails: ReadonlyArray<{ id: string; recipientHash: string | null }>): Promise<void> {
    return this.settleMany(emails, "withheld", null);
  }

  private settleMany(
    emails: ReadonlyArray<{ id: string; recipientHash: string | null }>,
    status: "sent" | "withheld",
    sentAt: Date | null,
  ): Promise<void> {
    if (emails.length === 0) return Promise.resolve();
    return guarded(async () => {
      const values = sql.join(
        emails.map((email) => sql`(${email.id}::uuid, ${email.recipientHash}::text)`),
        sql`, `,
      );
      await this.database.db.execute(sql`
        update ${mailOutbox}
        set status = ${status}, sent_at = ${sentAt ? sentAt.toISOString() : null}::timestamptz, last_error = null, claimed_until = null,
            recipient_hash = settled.recipient_hash
        from (values ${values}) as settled(id, recipient_hash)
        where ${mailOutbox.id} = settled.id`);
    });
  }

  /** A failure worth another try, at `nextAttemptAt`. */
  markForRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    return this.settle(id, { nextAttemptAt, lastError: error, claimedUntil: null });
  }

  /** Refused for good (a recipient the server will never take): never tried again. */
  markFailed(id: string, error: string): Promise<void> {
    return this.settle(id, { status: "failed", lastError: error, claimedUntil: null });
  }

  /**
   * Lets go of every claim: for a sender that knows no other runs (embedded PGlite, whose folder
   * one process holds), so the emails a killed process had claimed are sent now, not once their
   * claims lapse.
   */
  releaseClaims(): Promise<void> {
    return guarded(async () => {
      await this.database.ready();
      await this.database.db
        .update(mailOutbox)
        .set({ claimedUntil: null })
        .where(isNotNull(mailOutbox.claimedUntil));
    });
  }

  /** How many emails wait to be sent, and when the oldest of them was queued (for metrics). */
  backlog(): Promise<{ pending: number; oldestCreatedAt: Date | null }> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db
        .select({ pending: count(), oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "pending"));
      return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest ?? null };
    });
  }

  private settle(id: string, values: Partial<typeof mailOutbox.$inferInsert>): Promise<void> {
    return guarded(async () => {
      await this.database.db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
    });
  }
}

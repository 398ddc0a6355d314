import type { AnswerValue, CoverageLevel, InsuranceType, PreviousPrices } from "@plummet/contracts";
import { and, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "./database";
import { guarded } from "./errors";
import { renewalReminders } from "./schema";

/** A renewal reminder as stored: the answers to price again, and when. */
export interface Reminder {
  id: string;
  email: string;
  insuranceType: InsuranceType;
  coverageAmount: CoverageLevel;
  age: number;
  postcode: string;
  details: Record<string, AnswerValue> | null;
  fromReference: string;
  previous: PreviousPrices;
  renewalDate: string;
  remindOn: string;
  consentAt: Date;
  createdAt: Date;
  claimedUntil: Date | null;
}

export type NewReminder = Omit<Reminder, "id" | "claimedUntil">;

const byAddress = (address: string) => sql`lower(${renewalReminders.email}) = ${address}`;

/**
 * Renewal reminders: set (one per quote set; setting again moves it), moved, cancelled, and sent
 * exactly once: a sender claims due reminders, prices them, and in one transaction deletes the
 * reminder (so its answers) while the new quote set is saved and its email queued
 * (`ReminderSender`).
 */
export class ReminderStore {
  constructor(private readonly database: Database) {}

  /** Sets the reminder for its quote set, or moves the one already set (one per set); answers its id. */
  async upsert(reminder: NewReminder, tx?: Transaction): Promise<string> {
    const [row] = await (tx ?? this.database.db)
      .insert(renewalReminders)
      .values(reminder)
      .onConflictDoUpdate({
        target: renewalReminders.fromReference,
        set: {
          renewalDate: reminder.renewalDate,
          remindOn: reminder.remindOn,
          consentAt: reminder.consentAt,
          claimedUntil: null,
        },
      })
      .returning({ id: renewalReminders.id });
    return row!.id;
  }

  /** The reminder a link names, if it is still set and belongs to the link's address. */
  find(id: string, address: string): Promise<Reminder | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db
        .select()
        .from(renewalReminders)
        .where(and(eq(renewalReminders.id, id), byAddress(address)));
      return row as Reminder | undefined;
    });
  }

  findByIds(ids: readonly string[]): Promise<Reminder[]> {
    return guarded(async () => {
      if (ids.length === 0) return [];
      await this.database.ready();
      return (await this.database.db
        .select()
        .from(renewalReminders)
        .where(inArray(renewalReminders.id, [...ids]))) as Reminder[];
    });
  }

  /** Moves a reminder to a new date; undefined when it is no longer set. */
  move(
    id: string,
    address: string,
    dates: { renewalDate: string; remindOn: string },
  ): Promise<Reminder | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db
        .update(renewalReminders)
        .set({ ...dates, claimedUntil: null })
        .where(and(eq(renewalReminders.id, id), byAddress(address)))
        .returning();
      return row as Reminder | undefined;
    });
  }

  /** Cancels a reminder, deleting its answers; false when it was no longer set. */
  cancel(id: string, address: string): Promise<boolean> {
    return guarded(async () => {
      await this.database.ready();
      const deleted = await this.database.db
        .delete(renewalReminders)
        .where(and(eq(renewalReminders.id, id), byAddress(address)))
        .returning({ id: renewalReminders.id });
      return deleted.length > 0;
    });
  }

  /**
   * Claims up to `limit` reminders due on or before `today` (UK date) for `leaseMs`; reminders
   * another sender holds are skipped, and a lapsed claim (its sender died) is taken again.
   */
  claimDue(today: string, now: Date, limit: number, leaseMs: number): Promise<Reminder[]> {
    return guarded(async () => {
      await this.database.ready();
      const due = this.database.db
        .select({ id: renewalReminders.id })
        .from(renewalReminders)
        .where(
          and(
            lte(renewalReminders.remindOn, today),
            or(isNull(renewalReminders.claimedUntil), lt(renewalReminders.claimedUntil, now)),
          ),
        )
        .orderBy(renewalReminders.remindOn)
        .limit(limit)
        .for("update", { skipLocked: true });
      return (await this.database.db
        .update(renewalReminders)
        .set({ claimedUntil: new Date(now.getTime() + leaseMs) })
        .where(inArray(renewalReminders.id, due))
        .returning()) as Reminder[];
    });
  }

  /**
   * Deletes a claimed reminder (with its answers) while this claim still holds it; false when the
   * claim was lost, or the reminder was moved or cancelled meanwhile.
   */
  async deleteClaimed(reminder: Reminder, tx?: Transaction): Promise<boolean> {
    const deleted = await (tx ?? this.database.db)
      .delete(renewalReminders)
      .where(
        and(
          eq(renewalReminders.id, reminder.id),
          eq(renewalReminders.claimedUntil, reminder.claimedUntil!),
          eq(renewalReminders.remindOn, reminder.remindOn),
        ),
      )
      .returning({ id: renewalReminders.id });
    return deleted.length > 0;
  }

  /** How many reminders are due on or before `today` (UK date) and not yet sent. */
  dueCount(today: string): Promise<number> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db
        .select({ due: count() })
        .from(renewalReminders)
        .where(lte(renewalReminders.remindOn, today));
      return row?.due ?? 0;
    });
  }

  /** Lets go of every claim (embedded PGlite at start: a claim there is a killed process's). */
  releaseClaims(): Promise<void> {
    return guarded(async () => {
      await this.database.ready();
      await this.database.db
        .update(renewalReminders)
        .set({ claimedUntil: null })
        .where(isNotNull(renewalReminders.claimedUntil));
    });
  }

  /** A reminder this sender could not send: any sender may try again after `at`. */
  retryAfter(id: string, at: Date): Promise<void> {
    return guarded(async () => {
      await this.database.db
        .update(renewalReminders)
        .set({ claimedUntil: at })
        .where(eq(renewalReminders.id, id));
    });
  }

  /** Cancels every reminder set for an address (unsubscribe, erasure); answers how many. */
  async cancelAll(address: string, tx?: Transaction): Promise<number> {
    const cancelled = await (tx ?? this.database.db)
      .delete(renewalReminders)
      .where(byAddress(address))
      .returning({ id: renewalReminders.id });
    return cancelled.length;
  }
}

import type { YourData } from "@plummet/contracts";
import { type AnyColumn, and, count, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "./database";
import { guarded } from "./errors";
import {
  clickOuts,
  contactMessages,
  dataRequests,
  type EmailKind,
  idempotencyKeys,
  mailOutbox,
  quoteRequests,
  renewalReminders,
} from "./schema";

/** Every row naming an address, whatever the case it was typed in. */
const forAddress = (column: AnyColumn, address: string) => sql`lower(${column}) = ${address}`;

export interface DataRequest {
  id: string;
  email: string;
  expiresAt: Date;
  openedAt: Date | null;
}

export type OpenResult =
  | { opened: true; request: DataRequest }
  | { opened: false; reason: "used" | "expired" | "gone" };

export interface Erased {
  quoteSets: number;
  contactMessages: number;
  /** Complaints kept: the FCA's complaint-handling rules (DISP 1.9) require three years. */
  complaintsKept: number;
  reminders: number;
  /** Queued or sent emails' rows (their .eml copies are counted by the caller). */
  emails: number;
}

/**
 * What is held for one email address, across every table: for the visitor's access (Article 15),
 * unsubscribing, and erasure (Article 17). Addresses are matched without case.
 */
export class PersonalDataStore {
  constructor(private readonly database: Database) {}

  /** Whether anything at all is held for the address. */
  holdsAnything(address: string): Promise<boolean> {
    return guarded(async () => {
      await this.database.ready();
      const { db } = this.database;
      const found = await Promise.all([
        db
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .where(forAddress(quoteRequests.email, address))
          .limit(1),
        db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(forAddress(contactMessages.email, address))
          .limit(1),
        db
          .select({ id: renewalReminders.id })
          .from(renewalReminders)
          .where(forAddress(renewalReminders.email, address))
          .limit(1),
      ]);
      return found.some((rows) => rows.length > 0);
    });
  }

  /**
   * Records a request for the address's data and queues the email with its link, unless the
   * address already had `perHour` links in the last hour (then nothing is sent: the answer the
   * visitor sees is the same either way). Answers whether a link was queued.
   */
  requestLink(address: string, now: Date, expiresAt: Date, perHour: number): Promise<boolean> {
    return guarded(async () => {
      await this.database.ready();
      return this.database.db.transaction(async (tx) => {
        const [recent] = await tx
          .select({ n: count() })
          .from(dataRequests)
          .where(
            and(
              forAddress(dataRequests.email, address),
              gt(dataRequests.createdAt, new Date(now.getTime() - 60 * 60_000)),
            ),
          );
        if ((recent?.n ?? 0) >= perHour) return false;
        const [request] = await tx
          .insert(dataRequests)
          .values({ email: address, createdAt: now, expiresAt })
          .returning({ id: dataRequests.id });
        await tx
          .insert(mailOutbox)
          .values({ kind: "your-data-link", dataRequestId: request!.id, nextAttemptAt: now, createdAt: now });
        return true;
      });
    });
  }

  findRequests(ids: readonly string[]): Promise<DataRequest[]> {
    return guarded(async () => {
      if (ids.length === 0) return [];
      await this.database.ready();
      return this.database.db
        .select({
          id: dataRequests.id,
          email: dataRequests.email,
          expiresAt: dataRequests.expiresAt,
          openedAt: dataRequests.openedAt,
        })
        .from(dataRequests)
        .where(inArray(dataRequests.id, [...ids]));
    });
  }

  /** Uses up an emailed link: once, before it expires, for the address it was sent to. */
  openRequest(id: string, address: string, now: Date): Promise<OpenResult> {
    return guarded(async () => {
      await this.database.ready();
      const { db } = this.database;
      const mine = and(eq(dataRequests.id, id), forAddress(dataRequests.email, address));
      const [opened] = await db
        .update(dataRequests)
        .set({ openedAt: now })
        .where(and(mine, isNull(dataRequests.openedAt), gt(dataRequests.expiresAt, now)))
        .returning({
          id: dataRequests.id,
          email: dataRequests.email,
          expiresAt: dataRequests.expiresAt,
          openedAt: dataRequests.openedAt,
        });
      if (opened) return { opened: true, request: opened };
      const [row] = await db.select().from(dataRequests).where(mine);
      if (!row) return { opened: false, reason: "gone" };
      return { opened: false, reason: row.openedAt ? "used" : "expired" };
    });
  }

  /** A request that was opened and has not expired (a session's check), if it still exists. */
  openedRequest(id: string, address: string, now: Date): Promise<DataRequest | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db
        .select()
        .from(dataRequests)
        .where(
          and(
            eq(dataRequests.id, id),
            forAddress(dataRequests.email, address),
            gt(dataRequests.expiresAt, now),
            sql`${dataRequests.openedAt} is not null`,
          ),
        );
      return row;
    });
  }

  /** Everything held for the address, in the documented export format. */
  collect(address: string, now: Date): Promise<YourData> {
    return guarded(async () => {
      await this.database.ready();
      const { db } = this.database;
      const [sets, messages, reminders, emails] = await Promise.all([
        db
          .select()
          .from(quoteRequests)
          .where(forAddress(quoteRequests.email, address))
          .orderBy(quoteRequests.createdAt),
        db
          .select()
          .from(contactMessages)
          .where(forAddress(contactMessages.email, address))
          .orderBy(contactMessages.createdAt),
        db
          .select()
          .from(renewalReminders)
          .where(forAddress(renewalReminders.email, address))
          .orderBy(renewalReminders.createdAt),
        db
          .select({
            kind: mailOutbox.kind,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .leftJoin(quoteRequests, eq(mailOutbox.quoteRequestId, quoteRequests.id))
          .leftJoin(renewalReminders, eq(mailOutbox.reminderId, renewalReminders.id))
          .leftJoin(dataRequests, eq(mailOutbox.dataRequestId, dataRequests.id))
          .where(
            or(
              forAddress(quoteRequests.email, address),
              forAddress(renewalReminders.email, address),
              forAddress(dataRequests.email, address),
            ),
          )
          .orderBy(mailOutbox.createdAt),
      ]);
      return {
        format: "plummet-your-data/1",
        email: address,
        exportedAt: now.toISOString(),
        quoteSets: sets.map((set) => ({
          reference: set.reference,
          insuranceType: set.insuranceType as YourData["quoteSets"][number]["insuranceType"],
          coverageAmount: set.coverageAmount as YourData["quoteSets"][number]["coverageAmount"],
          age: set.age,
          postcode: set.postcode,
          details: set.details ?? {},
          quotes: set.pricing?.quotes.length ?? set.quotes?.length ?? 0,
          createdAt: set.createdAt.toISOString(),
          expiresAt: set.expiresAt.toISOString(),
          marketingOptIn: set.marketingOptIn,
        })),
        contactMessages: messages.map((message) => ({
          reference: message.reference,
          fullName: message.fullName,
          phone: message.phone,
          inquiryType: message.inquiryType as YourData["contactMessages"][number]["inquiryType"],
          message: message.message,
          createdAt: message.createdAt.toISOString(),
        })),
        reminders: reminders.map((reminder) => ({
          insuranceType: reminder.insuranceType as YourData["reminders"][number]["insuranceType"],
          coverageAmount: reminder.coverageAmount as YourData["reminders"][number]["coverageAmount"],
          age: reminder.age,
          postcode: reminder.postcode,
          details: reminder.details ?? {},
          fromReference: reminder.fromReference,
          renewalDate: reminder.renewalDate,
          remindOn: reminder.remindOn,
          createdAt: reminder.createdAt.toISOString(),
        })),
        consents: [
          ...sets.map((set) => ({
            kind: "marketing" as const,
            given: set.marketingOptIn,
            source: set.reference,
            at: set.createdAt.toISOString(),
          })),
          ...reminders.map((reminder) => ({
            kind: "renewal-reminder" as const,
            given: true,
            source: reminder.fromReference,
            at: reminder.consentAt.toISOString(),
          })),
        ],
        emails: emails.map((email) => ({
          kind: email.kind as EmailKind,
          status: email.status,
          createdAt: email.createdAt.toISOString(),
          sentAt: email.sentAt?.toISOString() ?? null,
        })),
      };
    });
  }

  /**
   * Unsubscribes the address: withdraws the marketing opt-in on every quote set and cancels every
   * pending renewal reminder (deleting its answers). Doing it again changes nothing more.
   */
  unsubscribe(address: string): Promise<{ marketingWithdrawn: number; remindersCancelled: number }> {
    return guarded(async () => {
      await this.database.ready();
      return this.database.db.transaction(async (tx) => {
        const withdrawn = await tx
          .update(quoteRequests)
          .set({ marketingOptIn: false })
          .where(and(forAddress(quoteRequests.email, address), eq(quoteRequests.marketingOptIn, true)))
          .returning({ id: quoteRequests.id });
        const cancelled = await tx
          .delete(renewalReminders)
          .where(forAddress(renewalReminders.email, address))
          .returning({ id: renewalReminders.id });
        return { marketingWithdrawn: withdrawn.length, remindersCancelled: cancelled.length };
      });
    });
  }

  /**
   * Erases everything held for the address in one transaction: quote sets (their outbox rows go
   * with them), contact messages, reminders and data requests. Two things stay: complaints, which
   * the FCA's complaint-handling rules (DISP 1.9) require us to keep for three years (UK GDPR
   * Article 17(3)(b)), purged on their own schedule; and click-outs, only as anonymous figures
   * (insurer and day), unlinked from the deleted sets first. `addressHashes` are the address's
   * keyed hashes (current key first): idempotency records whose request named the address and
   * outbox rows sent to it go too, so no answer or record of sending is left to replay or read.
   * The suppression list's entry (a keyed hash) stays, so an erased address is still not emailed.
   */
  erase(address: string, addressHashes: readonly string[] = []): Promise<Erased> {
    return guarded(async () => {
      await this.database.ready();
      return this.database.db.transaction(async (tx) => {
        const setIds = tx
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .where(forAddress(quoteRequests.email, address));
        await tx
          .update(clickOuts)
          .set({
            quoteRequestId: null,
            quoteId: null,
            createdAt: sql`date_trunc('day', ${clickOuts.createdAt})`,
          })
          .where(inArray(clickOuts.quoteRequestId, setIds));
        const [emails] = await tx
          .select({ n: count() })
          .from(mailOutbox)
          .leftJoin(quoteRequests, eq(mailOutbox.quoteRequestId, quoteRequests.id))
          .leftJoin(renewalReminders, eq(mailOutbox.reminderId, renewalReminders.id))
          .leftJoin(dataRequests, eq(mailOutbox.dataRequestId, dataRequests.id))
          .where(
            or(
              forAddress(quoteRequests.email, address),
              forAddress(renewalReminders.email, address),
              forAddress(dataRequests.email, address),
            ),
          );
        const sets = await tx
          .delete(quoteRequests)
          .where(forAddress(quoteRequests.email, address))
          .returning({ id: quoteRequests.id });
        const messages = await tx
          .delete(contactMessages)
          .where(
            and(forAddress(contactMessages.email, address), ne(contactMessages.inquiryType, "complaint")),
          )
          .returning({ id: contactMessages.id });
        const [complaints] = await tx
          .select({ n: count() })
          .from(contactMessages)
          .where(forAddress(contactMessages.email, address));
        const reminders = await tx
          .delete(renewalReminders)
          .where(forAddress(renewalReminders.email, address))
          .returning({ id: renewalReminders.id });
        await tx.delete(dataRequests).where(forAddress(dataRequests.email, address));
        let otherEmails = 0;
        if (addressHashes.length > 0) {
          await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.addressHash, [...addressHashes]));
          // Rows about what was just deleted went with it; these are the rest (sent to the address).
          const sent = await tx
            .delete(mailOutbox)
            .where(inArray(mailOutbox.recipientHash, [...addressHashes]))
            .returning({ id: mailOutbox.id });
          otherEmails = sent.length;
        }
        return {
          quoteSets: sets.length,
          contactMessages: messages.length,
          complaintsKept: complaints?.n ?? 0,
          reminders: reminders.length,
          emails: (emails?.n ?? 0) + otherEmails,
        };
      });
    });
  }
}

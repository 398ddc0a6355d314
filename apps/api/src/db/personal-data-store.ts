import type { YourData } from "@plummet/contracts";
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { forAddress } from "./by-address";
import type { Database, Transaction } from "./database";
import { guarded } from "./errors";
import {
  accountLinks,
  callBackRequests,
  contactMessages,
  dataRequests,
  type EmailKind,
  mailOutbox,
  quoteRequests,
  renewalReminders,
} from "./schema";

export interface DataRequest {
  id: string;
  email: string;
  expiresAt: Date;
  openedAt: Date | null;
}

export type OpenResult =
  | { opened: true; request: DataRequest }
  | { opened: false; reason: "used" | "expired" | "gone" };

/**
 * Requests for a visitor's data (`data_requests`, which this store alone writes), and what is held
 * for one email address across every table, read for the visitor's access (Article 15) and
 * erasure (Article 17; `YourDataService` deletes through each table's store). Addresses are
 * matched without case.
 */
/**
 * An outbox row, joined to the quote set, reminder and data request it may be about, that is about
 * one of the address's.
 */
const aboutAddress = (address: string) =>
  or(
    forAddress(quoteRequests.email, address),
    forAddress(renewalReminders.email, address),
    forAddress(dataRequests.email, address),
    forAddress(contactMessages.email, address),
    forAddress(callBackRequests.email, address),
    forAddress(accountLinks.email, address),
  );

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
        db
          .select({ id: callBackRequests.id })
          .from(callBackRequests)
          .where(forAddress(callBackRequests.email, address))
          .limit(1),
      ]);
      return found.some((rows) => rows.length > 0);
    });
  }

  /** How many links were asked for the address since `since`. */
  async requestsSince(address: string, since: Date, tx?: Transaction): Promise<number> {
    const [recent] = await (tx ?? this.database.db)
      .select({ n: count() })
      .from(dataRequests)
      .where(and(forAddress(dataRequests.email, address), gt(dataRequests.createdAt, since)));
    return recent?.n ?? 0;
  }

  /** Records a request for the address's data; answers its id. */
  async addRequest(address: string, now: Date, expiresAt: Date, tx?: Transaction): Promise<string> {
    const [request] = await (tx ?? this.database.db)
      .insert(dataRequests)
      .values({ email: address, createdAt: now, expiresAt })
      .returning({ id: dataRequests.id });
    return request!.id;
  }

  /** Deletes every request for the address (erasure). */
  async deleteRequests(address: string, tx?: Transaction): Promise<void> {
    await (tx ?? this.database.db).delete(dataRequests).where(forAddress(dataRequests.email, address));
  }

  /** How many outbox rows are about something of the address's (a quote set, a reminder, a request). */
  async countEmailsAbout(address: string, tx?: Transaction): Promise<number> {
    const [emails] = await (tx ?? this.database.db)
      .select({ n: count() })
      .from(mailOutbox)
      .leftJoin(quoteRequests, eq(mailOutbox.quoteRequestId, quoteRequests.id))
      .leftJoin(renewalReminders, eq(mailOutbox.reminderId, renewalReminders.id))
      .leftJoin(dataRequests, eq(mailOutbox.dataRequestId, dataRequests.id))
      .leftJoin(contactMessages, eq(mailOutbox.contactMessageId, contactMessages.id))
      .leftJoin(callBackRequests, eq(mailOutbox.callBackId, callBackRequests.id))
      .leftJoin(accountLinks, eq(mailOutbox.accountLinkId, accountLinks.id))
      .where(aboutAddress(address));
    return emails?.n ?? 0;
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
  /** Everything held for the address but its account (`AccountStore.collect` reads that). */
  collect(address: string, now: Date): Promise<Omit<YourData, "account">> {
    return guarded(async () => {
      await this.database.ready();
      const { db } = this.database;
      const [sets, messages, callBacks, reminders, emails] = await Promise.all([
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
          .from(callBackRequests)
          .where(forAddress(callBackRequests.email, address))
          .orderBy(callBackRequests.createdAt),
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
          .leftJoin(contactMessages, eq(mailOutbox.contactMessageId, contactMessages.id))
          .leftJoin(callBackRequests, eq(mailOutbox.callBackId, callBackRequests.id))
          .leftJoin(accountLinks, eq(mailOutbox.accountLinkId, accountLinks.id))
          .where(aboutAddress(address))
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
        callBacks: callBacks.map((callBack) => ({
          reference: callBack.reference,
          fullName: callBack.fullName,
          phone: callBack.phone,
          bestTime: callBack.bestTime as YourData["callBacks"][number]["bestTime"],
          topic: callBack.topic as YourData["callBacks"][number]["topic"],
          notes: callBack.notes,
          createdAt: callBack.createdAt.toISOString(),
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

  /** Deletes requests whose link expired before `cutoff`; answers how many. */
  purgeRequests(cutoff: Date): Promise<number> {
    return guarded(async () => {
      const deleted = await this.database.db
        .delete(dataRequests)
        .where(lt(dataRequests.expiresAt, cutoff))
        .returning({ id: dataRequests.id });
      return deleted.length;
    });
  }
}

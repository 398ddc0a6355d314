import { dataRetention } from "@plummet/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStore } from "../../src/db/account-store";
import { CallBackStore } from "../../src/db/call-back-store";
import { ContactStore } from "../../src/db/contact-store";
import { type Database, inTransaction } from "../../src/db/database";
import { DatabaseUnavailableError } from "../../src/db/errors";
import { MailOutboxStore } from "../../src/db/mail-outbox-store";
import { PersonalDataStore } from "../../src/db/personal-data-store";
import { QuoteStore } from "../../src/db/quote-store";
import { callBackRequests, clickOuts, contactMessages, mailOutbox, quoteRequests } from "../../src/db/schema";
import { QuoteSets } from "../../src/quotes/quote-sets";
import { newReference } from "../../src/quotes/reference";
import { purgeExpired } from "../../src/retention/purge-expired";
import { quoteSetFixture, testCatalogue } from "../support/quote-set";
import { drivers, openTestDatabase } from "./drivers";

const DAY_MS = 24 * 60 * 60 * 1000;

const quoteSet = (createdAt: Date, quoteCount = 2) => quoteSetFixture({ createdAt, quoteCount });

describe.each(drivers)("persistence on $name", ({ options }) => {
  let database: Database;
  let quoteStore: QuoteStore;
  /** Saves and reads quote sets with their quotes, as the service does. */
  let store: QuoteSets;
  let contacts: ContactStore;

  beforeAll(async () => {
    database = openTestDatabase(options);
    await database.ready();
    quoteStore = new QuoteStore(database, testCatalogue);
    store = new QuoteSets({ database, store: quoteStore, outbox: new MailOutboxStore(database) });
    contacts = new ContactStore(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("applies the migrations once and again without harm", async () => {
    await expect(database.ready()).resolves.toBeUndefined();
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> } | Array<{ table_name: string }>;
    const rows = Array.isArray(result) ? result : result.rows;
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["click_outs", "contact_messages", "quote_requests"]),
    );
  });

  it("saves a quote set and reads it back exactly, quotes in order, prices to the penny", async () => {
    const set = quoteSet(new Date("2026-03-01T10:00:00.000Z"), 3);
    await store.save(set, { email: false });
    expect(await store.findByReference(set.reference)).toEqual(set);
  });

  it("keeps text exactly, whatever characters it holds", async () => {
    const odd = "tab\there, new\nline, carriage\rreturn, back\\slash \\N, \\t, £ and 🙂";
    const set = quoteSet(new Date(), 2);
    set.applicant.email = `${odd}@example.com`;
    set.applicant.postcode = "\\N";
    set.assumptions = [odd, "\\"];
    set.details = { claims: odd };
    await store.save(set, { email: false });
    expect(await store.findByReference(set.reference)).toEqual(set);
  });

  it("saves many quote sets arriving together and each can be found", async () => {
    const sets = Array.from({ length: 40 }, () => quoteSet(new Date()));
    await Promise.all(sets.map((set) => store.save(set, { email: false })));
    for (const set of sets) expect((await store.findByReference(set.reference))?.id).toBe(set.id);
  });

  it("saves a quote set with no quotes", async () => {
    const set = quoteSet(new Date(), 0);
    await store.save(set, { email: false });
    expect((await store.findByReference(set.reference))?.quotes).toEqual([]);
  });

  it("answers undefined for an unknown reference", async () => {
    expect(await store.findByReference("PLM-00000000")).toBeUndefined();
  });

  it("records click-outs against the quote chosen", async () => {
    const set = quoteSet(new Date());
    await store.save(set, { email: false });
    await quoteStore.recordClickOut({
      quoteRequestId: set.id,
      quoteId: set.quotes[1]!.id,
      providerSlug: set.quotes[1]!.providerSlug,
      createdAt: new Date(),
    });
    const rows = await database.db.select().from(clickOuts).where(eq(clickOuts.quoteRequestId, set.id));
    expect(rows.map((row) => row.quoteId)).toEqual([set.quotes[1]!.id]);
  });

  it("stores a contact message, with no phone number as null", async () => {
    const reference = newReference("PLC");
    await inTransaction(database, (tx) =>
      contacts.save(
        {
          reference,
          fullName: "Sam Patel",
          email: "sam.contact@example.com",
          phone: "",
          inquiryType: "general",
          message: "Hello",
          createdAt: new Date(),
        },
        tx,
      ),
    );
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, reference));
    expect(row).toMatchObject({ fullName: "Sam Patel", phone: null, inquiryType: "general" });
  });

  it("purges quote requests (with quotes, click-outs and emails) and contact messages past retention", async () => {
    const now = new Date();
    const old = quoteSet(new Date(now.getTime() - (dataRetention.quoteRequestDays + 1) * DAY_MS));
    const recent = quoteSet(new Date(now.getTime() - (dataRetention.quoteRequestDays - 1) * DAY_MS));
    // Each set's email, queued with it as the quotes service does; the old one was sent.
    const outbox = new MailOutboxStore(database);
    await store.save(old, { email: true });
    await store.save(recent, { email: true });
    const [oldEmail] = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.quoteRequestId, old.id));
    await outbox.markSent([{ id: oldEmail!.id, recipientHash: null }], old.createdAt);
    await quoteStore.recordClickOut({
      quoteRequestId: old.id,
      quoteId: old.quotes[0]!.id,
      providerSlug: old.quotes[0]!.providerSlug,
      createdAt: old.createdAt,
    });
    /** Saves a contact message of the given kind, `ageDays` old; answers its reference. */
    const saveMessage = async (inquiryType: "support" | "complaint", ageDays: number) => {
      const reference = newReference("PLC");
      await inTransaction(database, (tx) =>
        contacts.save(
          {
            reference,
            fullName: "Past Sender",
            email: "past@example.com",
            inquiryType,
            message: "From long ago",
            createdAt: new Date(now.getTime() - ageDays * DAY_MS),
          },
          tx,
        ),
      );
      return reference;
    };
    const oldMessage = await saveMessage("support", dataRetention.contactMessageDays + 1);
    // A complaint of the same age is kept: complaints have the longer, regulatory period.
    const keptComplaint = await saveMessage("complaint", dataRetention.contactMessageDays + 1);
    const expiredComplaint = await saveMessage("complaint", dataRetention.complaintMessageDays + 1);

    // Call-back requests have their own period.
    const callBacks = new CallBackStore(database);
    const saveCallBack = (ageDays: number) => {
      const reference = newReference("PLB");
      return inTransaction(database, async (tx) => {
        await callBacks.save(
          {
            reference,
            fullName: "Past Caller",
            phone: "+447400123456",
            email: "past@example.com",
            bestTime: "any",
            topic: "car",
            createdAt: new Date(now.getTime() - ageDays * DAY_MS),
          },
          tx,
        );
        return reference;
      });
    };
    const oldCallBack = await saveCallBack(dataRetention.callBackRequestDays + 1);
    const recentCallBack = await saveCallBack(dataRetention.callBackRequestDays - 1);

    const purged = await purgeExpired(
      {
        quotes: quoteStore,
        contacts,
        callBacks,
        personalData: new PersonalDataStore(database),
        accounts: new AccountStore(database),
      },
      now,
    );
    expect(purged.callBackRequests).toBeGreaterThanOrEqual(1);
    const callBackRefs = (
      await database.db.select({ reference: callBackRequests.reference }).from(callBackRequests)
    ).map((row) => row.reference);
    expect(callBackRefs).toContain(recentCallBack);
    expect(callBackRefs).not.toContain(oldCallBack);
    expect(purged.quoteRequests).toBeGreaterThanOrEqual(1);
    expect(purged.contactMessages).toBeGreaterThanOrEqual(1);
    expect(await store.findByReference(old.reference)).toBeUndefined();
    expect(await database.db.select().from(clickOuts).where(eq(clickOuts.quoteRequestId, old.id))).toEqual(
      [],
    );
    expect(await store.findByReference(recent.reference)).toBeDefined();
    // The email and the record of sending it go with their quote set, and no sooner.
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.quoteRequestId, old.id))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.quoteRequestId, recent.id)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(contactMessages).where(eq(contactMessages.reference, oldMessage)),
    ).toEqual([]);
    expect(
      await database.db.select().from(contactMessages).where(eq(contactMessages.reference, keptComplaint)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(contactMessages).where(eq(contactMessages.reference, expiredComplaint)),
    ).toEqual([]);
  });

  it("queues a quote set's email in the transaction that saves it, or neither", async () => {
    const set = quoteSet(new Date());
    await store.save(set, { email: true });
    const emailsOf = (id: string) =>
      database.db.select().from(mailOutbox).where(eq(mailOutbox.quoteRequestId, id));
    expect(await emailsOf(set.id)).toMatchObject([{ status: "pending", attempts: 0 }]);

    const failing = { ...quoteSet(new Date()), reference: set.reference };
    await expect(store.save(failing, { email: true })).rejects.toThrow();
    expect(await emailsOf(failing.id)).toEqual([]);
  });

  it("finds quote sets by id, rebuilt exactly", async () => {
    const sets = [quoteSet(new Date(), 3), quoteSet(new Date(), 0)];
    for (const set of sets) await store.save(set, { email: false });
    const found = await store.findByIds(sets.map((set) => set.id));
    expect(found.sort((a, b) => a.quotes.length - b.quotes.length)).toEqual([sets[1], sets[0]]);
    expect(await store.findByIds([])).toEqual([]);
  });

  it("rejects a duplicate reference as a fault (not the database being away) and stores nothing of it", async () => {
    const set = quoteSet(new Date());
    await store.save(set, { email: false });
    const duplicate = { ...quoteSet(new Date()), reference: set.reference };
    const error = await store.save(duplicate, { email: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
    expect(await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, duplicate.id))).toEqual(
      [],
    );
  });
});

describe("an unreachable database", () => {
  it("turns every store operation into DatabaseUnavailableError", async () => {
    const database = openTestDatabase({
      kind: "postgres",
      url: "postgres://nobody:none@127.0.0.1:9/none",
      poolSize: 1,
    });
    await expect(database.ready()).rejects.toThrow();
    const quoteSets = new QuoteSets({
      database,
      store: new QuoteStore(database, testCatalogue),
      outbox: new MailOutboxStore(database),
    });
    await expect(quoteSets.findByReference("PLM-00000000")).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(quoteSets.save(quoteSet(new Date()), { email: false })).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
    await database.close();
  });
});

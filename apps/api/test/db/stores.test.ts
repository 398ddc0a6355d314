import { randomUUID } from "node:crypto";
import { dataRetention, noDeclines } from "@plummet/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactStore } from "../../src/db/contact-store";
import type { Database } from "../../src/db/database";
import { DatabaseUnavailableError } from "../../src/db/errors";
import { MailOutboxStore } from "../../src/db/mail-outbox-store";
import { type QuoteSet, QuoteStore } from "../../src/db/quote-store";
import { purgeExpired } from "../../src/db/retention";
import { clickOuts, contactMessages, mailOutbox, quoteRequests } from "../../src/db/schema";
import { newReference } from "../../src/quotes/reference";
import { panelQuotes, request as ratingRequest } from "../rating/support";
import { drivers, openTestDatabase } from "./drivers";

const DAY_MS = 24 * 60 * 60 * 1000;

function contactFixture() {
  return {
    fullName: "Sam Patel",
    email: "sam.alongside@example.com",
    inquiryType: "general",
    message: "Saved alongside",
    createdAt: new Date(),
  };
}

function quoteSet(createdAt: Date, quoteCount = 2): QuoteSet {
  const reference = newReference("PLM");
  return {
    id: randomUUID(),
    reference,
    insuranceType: "home",
    coverageAmount: "standard",
    applicant: {
      age: 41,
      postcode: "CB2 1TN",
      email: `${reference.toLowerCase()}@example.com`,
      marketingOptIn: true,
    },
    quotes: panelQuotes(ratingRequest("home", "standard", 41, "CB2 1TN"))
      .slice(0, quoteCount)
      .map((quote) => ({ id: `${reference}-${quote.providerSlug}`, ...quote })),
    providersSearched: 48,
    providers: {
      quoted: quoteCount,
      declined: 48 - quoteCount,
      declinedFor: { ...noDeclines(), productNotOffered: 48 - quoteCount },
      unavailable: 0,
    },
    assumptions: ["Buildings cover up to £500,000 and contents cover up to £50,000"],
    createdAt,
    expiresAt: new Date(createdAt.getTime() + dataRetention.quoteValidityDays * DAY_MS),
  };
}

describe.each(drivers)("persistence on $name", ({ options }) => {
  let database: Database;
  let store: QuoteStore;
  let contacts: ContactStore;

  beforeAll(async () => {
    database = openTestDatabase(options);
    await database.ready();
    store = new QuoteStore(database);
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
    await store.save(set);
    expect(await store.findByReference(set.reference)).toEqual(set);
  });

  it("keeps text exactly, whatever characters it holds", async () => {
    const odd = "tab\there, new\nline, carriage\rreturn, back\\slash \\N, \\t, £ and 🙂";
    const set = quoteSet(new Date(), 2);
    set.applicant.email = `${odd}@example.com`;
    set.applicant.postcode = "\\N";
    set.assumptions = [odd, "\\"];
    set.quotes[0]!.features = [odd];
    set.quotes[1]!.productName = odd;
    await store.save(set);
    expect(await store.findByReference(set.reference)).toEqual(set);
  });

  it("saves many quote sets arriving together and each can be found", async () => {
    const sets = Array.from({ length: 40 }, () => quoteSet(new Date()));
    await Promise.all(sets.map((set) => store.save(set)));
    for (const set of sets) expect((await store.findByReference(set.reference))?.id).toBe(set.id);
  });

  it("saves a quote set with no quotes", async () => {
    const set = quoteSet(new Date(), 0);
    await store.save(set);
    expect((await store.findByReference(set.reference))?.quotes).toEqual([]);
  });

  it("answers undefined for an unknown reference", async () => {
    expect(await store.findByReference("PLM-00000000")).toBeUndefined();
  });

  it("records click-outs against the quote chosen", async () => {
    const set = quoteSet(new Date());
    await store.save(set);
    await store.recordClickOut({
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
    await contacts.save({
      reference,
      fullName: "Sam Patel",
      email: "sam.contact@example.com",
      phone: "",
      inquiryType: "general",
      message: "Hello",
      createdAt: new Date(),
    });
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
    const withEmail = (set: QuoteSet) => (tx: Parameters<MailOutboxStore["enqueue"]>[0]) =>
      outbox.enqueue(
        tx,
        {
          quoteRequestId: set.id,
          to: set.applicant.email,
          subject: "Your quotes",
          text: "t",
          html: "<p>h</p>",
        },
        set.createdAt,
      );
    await store.save(old, withEmail(old));
    await store.save(recent, withEmail(recent));
    const [oldEmail] = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.quoteRequestId, old.id));
    await outbox.markSent(oldEmail!.id, old.createdAt);
    await store.recordClickOut({
      quoteRequestId: old.id,
      quoteId: old.quotes[0]!.id,
      providerSlug: old.quotes[0]!.providerSlug,
      createdAt: old.createdAt,
    });
    /** Saves a contact message of the given kind, `ageDays` old; answers its reference. */
    const saveMessage = async (inquiryType: "support" | "complaint", ageDays: number) => {
      const reference = newReference("PLC");
      await contacts.save({
        reference,
        fullName: "Past Sender",
        email: "past@example.com",
        inquiryType,
        message: "From long ago",
        createdAt: new Date(now.getTime() - ageDays * DAY_MS),
      });
      return reference;
    };
    const oldMessage = await saveMessage("support", dataRetention.contactMessageDays + 1);
    // A complaint of the same age is kept: complaints have the longer, regulatory period.
    const keptComplaint = await saveMessage("complaint", dataRetention.contactMessageDays + 1);
    const expiredComplaint = await saveMessage("complaint", dataRetention.complaintMessageDays + 1);

    const purged = await purgeExpired(database.db, now);
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

  it("saves what is written alongside a quote set in the same transaction, or none of it", async () => {
    const set = quoteSet(new Date());
    const message = { ...contactFixture(), reference: newReference("PLC") };
    await store.save(set, async (tx) => {
      await tx.insert(contactMessages).values(message);
    });
    expect(await store.findByReference(set.reference)).toEqual(set);

    const failing = quoteSet(new Date());
    const failure = new Error("the work alongside failed");
    await expect(
      store.save(failing, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await store.findByReference(failing.reference)).toBeUndefined();
  });

  it("rejects a duplicate reference as a fault (not the database being away) and stores nothing of it", async () => {
    const set = quoteSet(new Date());
    await store.save(set);
    const duplicate = { ...quoteSet(new Date()), reference: set.reference };
    const error = await store.save(duplicate).catch((caught: unknown) => caught);
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
    await expect(new QuoteStore(database).findByReference("PLM-00000000")).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
    await expect(new QuoteStore(database).save(quoteSet(new Date()))).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
    await database.close();
  });
});

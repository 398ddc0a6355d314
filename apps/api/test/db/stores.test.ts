import { randomUUID } from "node:crypto";
import { dataRetention } from "@plummet/contracts";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactStore } from "../../src/db/contact-store";
import type { Database } from "../../src/db/database";
import { DatabaseUnavailableError } from "../../src/db/errors";
import { type QuoteSet, QuoteStore, quoteRequestColumns } from "../../src/db/quote-store";
import { purgeExpired } from "../../src/db/retention";
import { clickOuts, contactMessages, panelSnapshots, quoteRequests } from "../../src/db/schema";
import { PanelCatalog, type PanelFacts } from "../../src/quotes/panel-facts";
import { newReference } from "../../src/quotes/reference";
import { drivers, openTestDatabase } from "./drivers";

const DAY_MS = 24 * 60 * 60 * 1000;

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
    quotes: Array.from({ length: quoteCount }, (_, index) => ({
      id: `${reference}-insurer-${index}`,
      provider: `Insurer ${index}`,
      providerSlug: `insurer-${index}`,
      productName: `Insurer ${index} Home`,
      rating: 4.5,
      annualPrice: 300.05 + index,
      monthlyPrice: 29.17 + index,
      excess: 250,
      features: ["Buildings cover up to £500,000", "Contents cover up to £50,000"],
    })),
    providersSearched: 48,
    providers: { quoted: quoteCount, declined: 48 - quoteCount, unavailable: 0 },
    assumptions: ["Buildings cover up to £500,000 and contents cover up to £50,000"],
    createdAt,
    expiresAt: new Date(createdAt.getTime() + dataRetention.quoteValidityDays * DAY_MS),
  };
}

/** Panel facts under which every quote of `set` is one of the panel's offers. */
function panelOf(set: QuoteSet): PanelFacts {
  return {
    [`${set.insuranceType}/${set.coverageAmount}`]: {
      assumptions: [...set.assumptions],
      offers: set.quotes.map((quote) => [
        quote.providerSlug,
        quote.provider,
        quote.productName,
        quote.rating,
        quote.excess,
        [...quote.features],
      ]),
    },
  };
}

/** The same quote set after the panel renamed its products and restated its assumptions. */
function afterPanelChange(set: QuoteSet): QuoteSet {
  const reference = newReference("PLM");
  return {
    ...set,
    id: randomUUID(),
    reference,
    quotes: set.quotes.map((quote) => ({
      ...quote,
      id: `${reference}-${quote.providerSlug}`,
      productName: `${quote.productName} Plus`,
      features: [...quote.features, "Home emergency cover"],
    })),
    assumptions: [...set.assumptions, "A panel change"],
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
    // node-postgres answers raw queries as { rows }, the PGlite worker's proxy as the rows.
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

  it("saves quote sets against a panel snapshot and reopens them exactly after the panel changes", async () => {
    // A distinct panel per run, as a PostgreSQL test database outlives the run.
    const before = quoteSet(new Date("2026-03-02T10:00:00.000Z"), 4);
    const after = afterPanelChange(before);
    const storeBefore = new QuoteStore(database, { panel: new PanelCatalog(panelOf(before)) });
    const storeAfter = new QuoteStore(database, { panel: new PanelCatalog(panelOf(after)) });
    await storeBefore.save(before);
    await storeAfter.save(after);

    const rows = await database.db
      .select({
        reference: quoteRequests.reference,
        quotes: quoteRequests.quotes,
        assumptions: quoteRequests.assumptions,
        panelSnapshotId: quoteRequests.panelSnapshotId,
      })
      .from(quoteRequests)
      .where(sql`${quoteRequests.reference} in (${before.reference}, ${after.reference})`);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.assumptions).toBeNull();
      expect(row.quotes).toMatchObject({ v: 2 });
    }
    expect(rows[0]!.panelSnapshotId).not.toBe(rows[1]!.panelSnapshotId);

    // Each set reopens as answered, whichever panel the reading store has, or none.
    for (const reader of [storeBefore, storeAfter, new QuoteStore(database)]) {
      expect(await reader.findByReference(before.reference)).toEqual(before);
      expect(await reader.findByReference(after.reference)).toEqual(after);
    }
  });

  it("records a panel once, however many stores and restarts use it", async () => {
    const set = quoteSet(new Date(), 2);
    const panel = panelOf(set);
    await new QuoteStore(database, { panel: new PanelCatalog(panel) }).save(set);
    const again = { ...quoteSet(new Date(), 2), assumptions: set.assumptions };
    await new QuoteStore(database, { panel: new PanelCatalog(panel) }).save(again);
    const snapshots = await database.db
      .select()
      .from(panelSnapshots)
      .where(eq(panelSnapshots.hash, new PanelCatalog(panel).hash));
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]!.facts).toEqual(panel);
  });

  it("keeps quotes the panel does not state in full", async () => {
    const onPanel = quoteSet(new Date(), 2);
    const store = new QuoteStore(database, { panel: new PanelCatalog(panelOf(onPanel)) });
    const offPanel = { ...quoteSet(new Date(), 3), assumptions: onPanel.assumptions };
    offPanel.quotes[2]!.provider = "A remote insurer";
    await store.save(offPanel);
    const [row] = await database.db
      .select({ quotes: quoteRequests.quotes, assumptions: quoteRequests.assumptions })
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, offPanel.reference));
    expect(row?.quotes).toMatchObject({ v: 1 });
    expect(row?.assumptions).toBeNull();
    expect(await store.findByReference(offPanel.reference)).toEqual(offPanel);
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

  it("saves many quote sets arriving together (group commit) and each can be found", async () => {
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

  it("purges quote requests (with quotes and click-outs) and contact messages past retention", async () => {
    const now = new Date();
    const old = quoteSet(new Date(now.getTime() - (dataRetention.quoteRequestDays + 1) * DAY_MS));
    const recent = quoteSet(new Date(now.getTime() - (dataRetention.quoteRequestDays - 1) * DAY_MS));
    await store.save(old);
    await store.save(recent);
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

  it("rejects a duplicate reference and stores nothing of it", async () => {
    const set = quoteSet(new Date());
    await store.save(set);
    const duplicate = { ...quoteSet(new Date()), reference: set.reference };
    await expect(store.save(duplicate)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, duplicate.id))).toEqual(
      [],
    );
  });
});

describe("the batch insert", () => {
  it("names every column of quote_requests", () => {
    const columns = Object.values(getTableColumns(quoteRequests)).map((column) => column.name);
    expect([...quoteRequestColumns].sort()).toEqual(columns.sort());
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

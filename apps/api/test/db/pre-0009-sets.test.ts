import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { CoverageLevel, InsuranceType } from "@plummet/contracts";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/database";
import { MailOutboxStore } from "../../src/db/mail-outbox-store";
import { type QuoteSet, QuoteStore } from "../../src/db/quote-store";
import { quoteRequests } from "../../src/db/schema";
import { QuoteSets } from "../../src/quotes/quote-sets";
import { migrationsUpTo } from "../support/migrations";
import { quoteSetFixture, testCatalogue } from "../support/quote-set";
import { testDatabaseUrl } from "./drivers";

/** Sets as the service made them, in every product and level, and one no insurer quoted. */
const sets: QuoteSet[] = [
  ...(
    ["car", "van", "bike", "home", "travel", "pet", "breakdown", "life", "medical"] as InsuranceType[]
  ).flatMap((insuranceType, index) =>
    (["basic", "standard", "comprehensive"] as CoverageLevel[]).map((coverageAmount, level) =>
      quoteSetFixture({ insuranceType, coverageAmount, age: 19 + index * 7 + level * 3, quoteCount: 48 }),
    ),
  ),
  quoteSetFixture({ quoteCount: 0 }),
];

/** A set's row as the service wrote it before migration 0009: its whole answer, no pricing. */
const wholeRow = ({ pricing: _pricing, ...set }: QuoteSet) => ({
  id: set.id,
  reference: set.reference,
  insuranceType: set.insuranceType,
  coverageAmount: set.coverageAmount,
  age: set.applicant.age,
  postcode: set.applicant.postcode,
  email: set.applicant.email,
  marketingOptIn: set.applicant.marketingOptIn,
  providersSearched: set.providersSearched,
  providersQuoted: set.providers.quoted,
  providersDeclined: set.providers.declined,
  providersUnavailable: set.providers.unavailable,
  providersDeclinedFor: set.providers.declinedFor,
  assumptions: set.assumptions,
  quotes: set.quotes,
  createdAt: set.createdAt,
  expiresAt: set.expiresAt,
});

const upTo16 = migrationsUpTo(16);
afterAll(() => rmSync(upTo16, { recursive: true, force: true }));

/** Opens a database at migration 0016, writes the sets there in the old shape, and closes it. */
const drivers: Array<{ name: string; before: () => Promise<Database>; after?: () => Promise<void> }> = [
  {
    name: "PGlite",
    before: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "plummet-pre-0009-"));
      const client = new PGlite(dataDir);
      const db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: upTo16 });
      await db.insert(quoteRequests).values(sets.map(wholeRow));
      await client.close();
      return openDatabase({ kind: "pglite", dataDir });
    },
  },
  ...(testDatabaseUrl
    ? [
        ((base: string) => {
          const name = `plummet_pre_0009_${process.pid}`;
          const admin = new pg.Client({ connectionString: base });
          return {
            name: "PostgreSQL",
            before: async () => {
              await admin.connect();
              await admin.query(`drop database if exists "${name}" with (force)`);
              await admin.query(`create database "${name}"`);
              const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
              const pool = new pg.Pool({ connectionString: url });
              const db = drizzlePostgres({ client: pool });
              await migratePostgres(db, { migrationsFolder: upTo16 });
              await db.insert(quoteRequests).values(sets.map(wholeRow));
              await pool.end();
              return openDatabase({ kind: "postgres", url, poolSize: 2 });
            },
            after: async () => {
              await admin.query(`drop database if exists "${name}" with (force)`);
              await admin.end();
            },
          };
        })(testDatabaseUrl),
      ]
    : []),
];

describe.each(drivers)("quote sets saved whole before migration 0009, on $name", ({ before, after }) => {
  let database: Database | undefined;
  // A PGlite folder made from nothing and migrated twice takes seconds, more on a busy machine.
  beforeAll(async () => {
    database = await before();
    await database.ready();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await after?.();
  });

  it("reopen after migration 0017 exactly as they were answered, from their rewritten pricing", async () => {
    const quoteSets = new QuoteSets({
      database: database!,
      store: new QuoteStore(database!, testCatalogue),
      outbox: new MailOutboxStore(database!),
    });
    for (const { pricing: _pricing, ...set } of sets) {
      const { pricing, ...reopened } = (await quoteSets.findByReference(set.reference))!;
      expect(reopened, `${set.insuranceType} ${set.coverageAmount}`).toEqual(set);
      expect(pricing.catalogue).toBe(`pre-0009-${set.id}`);
    }
    const whole = await database!.execute(
      "select count(*)::int as n from quote_requests where quotes is not null",
    );
    expect(whole.rows).toEqual([{ n: 0 }]);
  });
});

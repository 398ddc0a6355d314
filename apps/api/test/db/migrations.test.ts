import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../src/db/paths";
import { decodeQuoteSet, decodeQuotes, encodeQuotes } from "../../src/db/quote-codec";

/** The migrations folder as it was at migration `upTo` (its journal cut after that entry). */
function migrationsUpTo(upTo: number): string {
  const folder = mkdtempSync(join(tmpdir(), "plummet-migrations-"));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= upTo);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migrations", () => {
  const client = new PGlite();
  const db = drizzle({ client });
  const oldFolder = migrationsUpTo(0);
  afterAll(async () => {
    await client.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it("carry quote sets saved under the first schema over to the one-value form", async () => {
    await migrate(db, { migrationsFolder: oldFolder });
    await client.exec(`
      insert into quote_requests (id, reference, insurance_type, coverage_amount, age, postcode, email,
        providers_searched, providers_quoted, providers_declined, providers_unavailable, assumptions,
        created_at, expires_at)
      values ('00000000-0000-4000-8000-000000000001', 'PLM-AAAAAAAA', 'car', 'basic', 40, 'M1 1AE',
        'a@example.com', 48, 2, 46, 0, '["Third party, fire and theft cover"]', now(), now() + interval '30 days');
      insert into quotes (id, quote_request_id, position, provider_slug, provider, product_name, rating,
        annual_price_pence, monthly_price_pence, excess, features)
      values
        ('PLM-AAAAAAAA-b', '00000000-0000-4000-8000-000000000001', 1, 'b', 'B', 'B Car', 4.5, 31050, 2590, 250, '["x"]'),
        ('PLM-AAAAAAAA-a', '00000000-0000-4000-8000-000000000001', 0, 'a', 'A', 'A Car', 4, 30001, 2500, 100, '["y"]');
    `);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const result = await client.query<{ quotes: unknown; assumptions: unknown }>(
      "select quotes, assumptions from quote_requests where reference = 'PLM-AAAAAAAA'",
    );
    const row = result.rows[0]!;
    expect(row.assumptions).toEqual(["Third party, fire and theft cover"]);
    expect(decodeQuotes("PLM-AAAAAAAA", row.quotes as never)).toEqual([
      {
        id: "PLM-AAAAAAAA-a",
        provider: "A",
        providerSlug: "a",
        productName: "A Car",
        rating: 4,
        monthlyPrice: 25,
        annualPrice: 300.01,
        excess: 100,
        features: ["y"],
      },
      {
        id: "PLM-AAAAAAAA-b",
        provider: "B",
        providerSlug: "b",
        productName: "B Car",
        rating: 4.5,
        monthlyPrice: 25.9,
        annualPrice: 310.5,
        excess: 250,
        features: ["x"],
      },
    ]);
    const tables = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows.map((table) => table.table_name)).not.toContain("quotes");
  });

  it("leave quote sets saved before panel snapshots self-contained and readable", async () => {
    const fresh = new PGlite();
    const freshDb = drizzle({ client: fresh });
    const folder = migrationsUpTo(2);
    try {
      await migrate(freshDb, { migrationsFolder: folder });
      const quotes = [
        {
          id: "PLM-BBBBBBBB-a",
          provider: "A",
          providerSlug: "a",
          productName: "A Home",
          rating: 4,
          monthlyPrice: 25,
          annualPrice: 300.01,
          excess: 100,
          features: ["Buildings cover", "Contents cover"],
        },
      ];
      await fresh.query(
        `insert into quote_requests (reference, insurance_type, coverage_amount, age, postcode, email,
          providers_searched, providers_quoted, providers_declined, providers_unavailable, assumptions,
          quotes, created_at, expires_at)
        values ('PLM-BBBBBBBB', 'home', 'standard', 40, 'M1 1AE', 'b@example.com', 48, 1, 47, 0, $1, $2,
          now(), now() + interval '30 days')`,
        [
          JSON.stringify(["Buildings cover up to £500,000"]),
          JSON.stringify(encodeQuotes("PLM-BBBBBBBB", quotes)),
        ],
      );

      await migrate(freshDb, { migrationsFolder: migrationsFolder() });

      const result = await fresh.query<{
        quotes: never;
        assumptions: string[] | null;
        panel_snapshot_id: number | null;
      }>(
        "select quotes, assumptions, panel_snapshot_id from quote_requests where reference = 'PLM-BBBBBBBB'",
      );
      const row = result.rows[0]!;
      expect(row.panel_snapshot_id).toBeNull();
      expect(
        decodeQuoteSet(
          { reference: "PLM-BBBBBBBB", insuranceType: "home", coverageAmount: "standard", ...row },
          undefined,
        ),
      ).toEqual({ quotes, assumptions: ["Buildings cover up to £500,000"] });
    } finally {
      await fresh.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../src/db/paths";
import { migrationsUpTo } from "../support/migrations";

describe("migrations", () => {
  const client = new PGlite();
  const db = drizzle({ client });
  const panelSnapshotsFolder = migrationsUpTo(3);
  afterAll(async () => {
    await client.close();
    rmSync(panelSnapshotsFolder, { recursive: true, force: true });
  });

  it("move a database with quote sets in the old compact formats to the one stored format", async () => {
    await migrate(db, { migrationsFolder: panelSnapshotsFolder });
    await client.exec(`
      insert into panel_snapshots (hash, facts) values ('h', '{}');
      insert into quote_requests (id, reference, insurance_type, coverage_amount, age, postcode, email,
        providers_searched, providers_quoted, providers_declined, providers_unavailable, assumptions, quotes,
        panel_snapshot_id, created_at, expires_at)
      values ('00000000-0000-4000-8000-000000000001', 'PLM-AAAAAAAA', 'car', 'basic', 40, 'M1 1AE',
        'a@example.com', 48, 1, 47, 0, null, '{"v":2,"o":[[0,31050,2590]]}', 1, now(), now() + interval '30 days');
    `);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const tables = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      "account_challenges",
      "account_kept_answers",
      "account_links",
      "account_passkeys",
      "account_sessions",
      "accounts",
      "call_back_requests",
      "click_outs",
      "contact_messages",
      "cover_catalogues",
      "data_requests",
      "idempotency_keys",
      "mail_outbox",
      "partner_keys",
      "quote_requests",
      "renewal_reminders",
      "suppressions",
    ]);
    // Sets in the compact formats could only be read by the removed codec (decision 008).
    expect((await client.query("select * from quote_requests")).rows).toEqual([]);
    const columns = await client.query<{ column_name: string; is_nullable: string }>(
      "select column_name, is_nullable from information_schema.columns where table_name = 'quote_requests' and column_name in ('assumptions', 'panel_snapshot_id')",
    );
    expect(columns.rows).toEqual([{ column_name: "assumptions", is_nullable: "NO" }]);
  });
});

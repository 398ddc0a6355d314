/**
 * What a quote set costs to keep, everything counted: makes BENCH_SETS (10,000) car quote sets of
 * 25 quotes each through the built service on a scratch PostgreSQL database (email on, so the
 * outbox is counted too), waits for their email to be sent, then prints, per table and in all,
 * the bytes per quote set before compression (the rows' text) and on disk (the table with its
 * indexes and TOAST, after VACUUM). Needs BENCH_DATABASE_URL (a role that may create databases).
 *
 *   BENCH_DATABASE_URL=postgres://... pnpm --filter @plummet/api bench:storage
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startService } from "./service";

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.log("Set BENCH_DATABASE_URL=postgres://... (a role that may create databases) to measure storage.");
  process.exit(0);
}
const sets = Number(process.env.BENCH_SETS ?? 10_000);
const carWith25Quotes = JSON.stringify({
  insuranceType: "car",
  coverageAmount: "standard",
  age: "35",
  postcode: "M1 1AE",
  email: "storage.bench@example.com",
});

const scratchName = `plummet_storage_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${scratchName}`);
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${scratchName}`;
const db = new pg.Client({ connectionString: scratchUrl.toString() });
const mailDir = mkdtempSync(join(tmpdir(), "plummet-bench-storage-"));
try {
  const service = await startService({ DATABASE_URL: scratchUrl.toString(), MAIL_DIR: mailDir });
  let answerBytes = 0;
  try {
    const result = await autocannon({
      url: `${service.url}/api/quotes`,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: [
        {
          body: carWith25Quotes,
          onResponse: (_status: number, body: string) => {
            answerBytes ||= Buffer.byteLength(body);
          },
        },
      ],
      connections: 20,
      amount: sets,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx + result.errors} quotes failed`);
    await db.connect();
    for (;;) {
      const { rows } = await db.query(
        "select count(*)::int as pending from mail_outbox where status = 'pending'",
      );
      if (rows[0].pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await service.stop();
  }
  await db.query("vacuum analyze");
  const { rows: quoteCounts } = await db.query(
    "select count(*)::int as sets, avg(json_array_length(pricing->'quotes'))::float as quotes from quote_requests",
  );
  console.log(
    `\n${quoteCounts[0].sets} car quote sets of ${quoteCounts[0].quotes} quotes on PostgreSQL, email sent (the answer to each is ${(answerBytes / 1024).toFixed(1)} KB of JSON)`,
  );
  const perSet = (bytes: number) => (bytes / quoteCounts[0].sets / 1024).toFixed(2);
  // Every table of the service, whatever migrations have added.
  const { rows: tableRows } = await db.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const tables: string[] = tableRows.map((row) => row.table_name);
  let rowTotal = 0;
  let diskTotal = 0;
  const report = [];
  for (const table of tables) {
    const { rows } = await db.query(
      `select count(*)::int as rows, coalesce(sum(octet_length(t::text)), 0)::float as row_bytes,
              pg_total_relation_size('${table}')::float as disk_bytes
         from ${table} t`,
    );
    const { row_bytes: rowBytes, disk_bytes: diskBytes } = rows[0];
    rowTotal += rowBytes;
    diskTotal += diskBytes;
    report.push({
      table,
      rows: rows[0].rows,
      "KB/set before compression": perSet(rowBytes),
      "KB/set on disk": perSet(diskBytes),
    });
  }
  report.push({
    table: "all",
    rows: "",
    "KB/set before compression": perSet(rowTotal),
    "KB/set on disk": perSet(diskTotal),
  });
  console.table(report);
  console.log(
    "(on disk: each table with its indexes and TOAST, after VACUUM; before compression: the rows' text)",
  );
} finally {
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${scratchName} with (force)`);
  await admin.end();
  rmSync(mailDir, { recursive: true, force: true });
}

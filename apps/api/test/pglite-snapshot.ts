import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import PgBoss from "pg-boss";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../src/db/paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite database every test app's `memory://` one starts from. */
    pgliteSnapshotFile: string;
  }
}

/**
 * Vitest's global set-up: one PGlite database, migrated, dumped to a file for the run. PGlite's
 * initdb takes seconds each time; the test apps (createTestApp) load this instead, about a second.
 */
export default async function setup(project: TestProject) {
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  // The job queue's schema too, which each app would otherwise install when it starts.
  const boss = new PgBoss({
    db: {
      executeSql: async (text, values) =>
        values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    },
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
  const file = join(tmpdir(), `plummet-test-pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteSnapshotFile", file);
  return () => rmSync(file, { force: true });
}

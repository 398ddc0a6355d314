import { type DatabaseOptions, openDatabase } from "../../src/db/database";
import { pgliteSnapshot } from "../helper";

/** A real PostgreSQL server for the tests, when one is given (npm test sets it; see scripts/test-postgres.sh). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * The database drivers the persistence tests run on: embedded PGlite always, and PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
export const drivers: Array<{ name: string; options: DatabaseOptions }> = [
  { name: "PGlite", options: { kind: "pglite", dataDir: "memory://" } },
  ...(testDatabaseUrl
    ? [{ name: "PostgreSQL", options: { kind: "postgres", url: testDatabaseUrl, poolSize: 4 } as const }]
    : []),
];

/** Opens one of `drivers`; PGlite starts from the run's migrated snapshot (test/pglite-snapshot.ts). */
export function openTestDatabase(options: DatabaseOptions) {
  return openDatabase(options.kind === "pglite" ? { ...options, startFrom: pgliteSnapshot() } : options);
}

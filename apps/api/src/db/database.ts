import { mkdirSync } from "node:fs";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleProxy } from "drizzle-orm/pg-proxy";
import { migrate as migrateProxy } from "drizzle-orm/pg-proxy/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { migrationsFolder } from "./paths";
import { PgliteClient } from "./pglite-client";
import { schema } from "./schema";

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: AppDatabase;
  /** Connects and applies pending migrations once; after a failure the next call tries again. */
  ready(): Promise<void>;
  /**
   * PGlite only: runs `COPY … FROM '/dev/blob'` reading `data` (COPY text format). Cheaper than
   * an INSERT for saving many rows: nothing to plan and no JSON to parse.
   */
  copyFrom?(sql: string, data: string): Promise<void>;
  /** A round trip to the database; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "pglite"; dataDir: string }
  | { kind: "postgres"; url: string; poolSize: number; onIdleError?: (error: Error) => void };

/** Any number that fits an int8; the same key for every replica so migrations run one at a time. */
const MIGRATION_LOCK_KEY = 7_261_400_311;

/** Memoises a start-up task but forgets a failure, so a database that comes back is picked up. */
function retryingOnce(task: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= task().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * PGlite in a worker thread (see pglite-worker.mjs), reached through Drizzle's proxy driver.
 * Quote sets are saved with single statements, so the proxy's lack of transactions costs nothing;
 * migrations run as one batch in a transaction inside the worker.
 */
function openPglite(dataDir: string): Database {
  const inMemory = dataDir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const client = new PgliteClient(dataDir);
  const db = drizzleProxy(
    async (sql, params, method) => ({ rows: await client.query(sql, params, method === "all") }),
    { schema },
  ) as unknown as AppDatabase;
  return {
    kind: "pglite",
    db,
    ready: retryingOnce(async () => {
      await client.ready();
      await migrateProxy(db as never, (statements) => client.batch(statements), {
        migrationsFolder: migrationsFolder(),
      });
    }),
    copyFrom: (sql, data) => client.copyFrom(sql, data),
    ping: async () => {
      await client.query("select 1", [], false);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

function openPostgres(url: string, poolSize: number, onIdleError?: (error: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast when the server is unreachable, so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", (error) => onIdleError?.(error));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as AppDatabase;
  let closed = false;
  return {
    kind: "postgres",
    db,
    ready: retryingOnce(async () => {
      const client = await pool.connect();
      try {
        // Replicas starting together take turns, so each migration runs exactly once.
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.kind === "pglite"
    ? openPglite(options.dataDir)
    : openPostgres(options.url, options.poolSize, options.onIdleError);
}

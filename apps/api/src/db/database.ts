import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { guarded } from "./errors";
import { migrationsFolder } from "./paths";
import { schema } from "./schema";

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A transaction a service opened with `inTransaction`. Every store method that writes takes one
 * as its last, optional argument (`tx ?? database.db`), so a service composes the writes of
 * several stores atomically. Drizzle's `PgTransaction` extends its database, so a store runs the
 * same query builders on either.
 */
export type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: AppDatabase;
  /** Connects and applies pending migrations once; after a failure the next call tries again. */
  ready(): Promise<void>;
  /** A round trip to the database; rejects when it is unreachable. */
  ping(): Promise<void>;
  /**
   * Runs SQL as written, for a library that brings its own (the job queue): with values, one
   * statement; without, any number, answering the last one's rows.
   */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Connections in use and idle, and requests waiting for one (for metrics). */
  poolStats(): { inUse: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: "pglite";
      dataDir: string;
      /**
       * For a `memory://` database: a migrated data folder (PGlite's `dumpDataDir` tarball) to
       * start from rather than an empty one, which PGlite's initdb takes seconds to make. Tests
       * open dozens of databases from one.
       */
      startFrom?: Blob;
    }
  | {
      kind: "postgres";
      url: string;
      poolSize: number;
      /** How long a request waits for a connection before answering 503. */
      connectionTimeoutMs?: number;
      onIdleError?: (error: Error) => void;
    };

/** Any number that fits an int8; the same key for every instance so migrations run one at a time. */
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

/** Whether a process with this id is running (true when it cannot be told). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Locks a PGlite data folder for this process: `plummet-api.pid`, created only if absent, holds
 * the holder's process id. A lock left by a process that no longer runs (it was killed with
 * SIGKILL, or by the OOM killer) is taken over at once, so a supervisor that restarts the service
 * straight away succeeds; a running holder's lock refuses, however long its start-up blocks.
 */
function lockDataDir(dataDir: string): () => Promise<void> {
  const pidFile = join(dataDir, "plummet-api.pid");
  const refusal = new Error(
    `Another process is using the database folder ${dataDir}. Stop it, or give this one its own DATA_DIR (or DATA_DIR=memory://).`,
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(pidFile, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw refusal;
      if (isRunning(Number(readFileSync(pidFile, "utf8")))) throw refusal;
      rmSync(pidFile, { force: true });
    }
  }
  return async () => {
    rmSync(pidFile, { force: true });
  };
}

/**
 * PGlite (PostgreSQL in WebAssembly) in this process, in DATA_DIR. One process per folder: two
 * services opening the same folder would corrupt it, so the folder is locked (`lockDataDir`)
 * and a second service is refused with a clear message.
 */
function openPglite(dataDir: string, startFrom?: Blob): Database {
  const inMemory = dataDir.startsWith("memory://");
  let release: () => Promise<void> = async () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const client = inMemory ? new PGlite({ loadDataDir: startFrom }) : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as AppDatabase;
  return {
    kind: "pglite",
    db,
    ready: retryingOnce(async () => {
      await client.waitReady;
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    }),
    ping: async () => {
      await client.query("select 1");
    },
    execute: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    // One connection, in this process: statements queue for it inside PGlite.
    poolStats: () => ({ inUse: 0, idle: 1, waiting: 0 }),
    close: async () => {
      if (!client.closed) await client.close();
      await release();
      release = async () => {};
    },
  };
}

function openPostgres(options: Extract<DatabaseOptions, { kind: "postgres" }>): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Fail fast when the server is unreachable or every connection is busy, so requests answer
    // 503 instead of hanging.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as AppDatabase;
  let closed = false;

  return {
    kind: "postgres",
    db,
    // Instances starting together take turns, so each migration runs exactly once.
    ready: retryingOnce(async () => {
      const client = await pool.connect();
      try {
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
    execute: (text, values) => pool.query(text, values),
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Runs `work` in one transaction (Drizzle's `db.transaction`): all of its writes are committed,
 * or none. An unreachable database answers 503 (`guarded`).
 */
export function inTransaction<T>(database: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return guarded(async () => {
    await database.ready();
    return database.db.transaction(work);
  });
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.kind === "pglite" ? openPglite(options.dataDir, options.startFrom) : openPostgres(options);
}

import type { Config } from "../config";
import { type Database, openDatabase } from "./database";

export interface ConfiguredDatabaseOptions {
  /** Connections to PostgreSQL: DATABASE_POOL_SIZE unless a command or worker needs fewer. */
  poolSize?: number;
  /** Told when an idle PostgreSQL connection is lost (logged; the next query reconnects). */
  onIdleError?: (error: Error) => void;
  /** For a memory:// PGlite database: a migrated data folder to start from (tests). */
  pgliteStartFrom?: Blob;
}

/**
 * The one mapping from configuration to a database: PostgreSQL at DATABASE_URL (pool size and
 * connection timeout from the config), or PGlite in DATA_DIR. The service, the mail worker and
 * the commands all open theirs here.
 */
export function openConfiguredDatabase(config: Config, options: ConfiguredDatabaseOptions = {}): Database {
  return openDatabase(
    config.DATABASE_URL
      ? {
          kind: "postgres",
          url: config.DATABASE_URL,
          poolSize: options.poolSize ?? config.DATABASE_POOL_SIZE,
          connectionTimeoutMs: config.DATABASE_TIMEOUT_MS,
          onIdleError: options.onIdleError,
        }
      : { kind: "pglite", dataDir: config.DATA_DIR, startFrom: options.pgliteStartFrom },
  );
}

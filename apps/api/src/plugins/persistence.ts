import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { scheduleClaimedJob } from "./claimed-job";

declare module "fastify" {
  interface FastifyInstance {
    /** The database (health, metrics, scheduled jobs and tests reach it here). */
    database: Database;
  }
}

export interface PersistenceOptions {
  database: Database;
  config: Config;
  clock: () => Date;
  /** Deletes personal data past its retention; answers what it deleted, for the log. */
  purge: () => Promise<object>;
}

/**
 * Applies migrations at start, decorates the app with the database, purges expired personal
 * data on a schedule (one instance per interval, however many share the database) and closes
 * the database last. A database that cannot be reached does not stop the service: requests that
 * need it answer 503.
 */
export const persistence = fp(
  async (app: FastifyInstance, { database, config, clock, purge }: PersistenceOptions) => {
    app.decorate("database", database);

    try {
      await database.ready();
    } catch (err) {
      app.log.error(
        { err },
        "database unreachable at start; requests that need it answer 503 until it is back",
      );
    }

    const stopPurge = scheduleClaimedJob(app, {
      name: "purge-expired",
      intervalMs: config.PURGE_INTERVAL_MINUTES * 60_000,
      clock,
      run: purge,
      done: "purged expired data",
      failed: "purge of expired data failed",
    });
    app.addHook("onClose", async () => {
      await stopPurge();
      await database.close();
    });
  },
  { name: "persistence" },
);

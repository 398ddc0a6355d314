import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/database";

declare module "fastify" {
  interface FastifyInstance {
    /** The database (health, metrics, scheduled jobs and tests reach it here). */
    database: Database;
  }
}

export interface PersistenceOptions {
  database: Database;
}

/**
 * Applies migrations at start, decorates the app with the database and closes it last. A
 * database that cannot be reached does not stop the service: requests that need it answer 503.
 */
export const persistence = fp(
  async (app: FastifyInstance, { database }: PersistenceOptions) => {
    app.decorate("database", database);

    try {
      await database.ready();
    } catch (err) {
      app.log.error(
        { err },
        "database unreachable at start; requests that need it answer 503 until it is back",
      );
    }
    app.addHook("onClose", async () => database.close());
  },
  { name: "persistence" },
);

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { ContactStore } from "../db/contact-store";
import { type Database, openDatabase } from "../db/database";
import { PersonalDataStore } from "../db/personal-data-store";
import { QuoteStore } from "../db/quote-store";
import { ReminderStore } from "../db/reminder-store";
import { purgeExpired } from "../db/retention";
import { SuppressionStore } from "../db/suppression-store";
import type { CoverCatalogue } from "../quotes/cover-catalogue";
import type { AddressHasher } from "../suppression/address-hash";
import { scheduleClaimedJob } from "./claimed-job";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    quoteStore: QuoteStore;
    contactStore: ContactStore;
    reminderStore: ReminderStore;
    personalData: PersonalDataStore;
    suppressionStore: SuppressionStore;
  }
}

export interface PersistenceOptions {
  config: Config;
  clock: () => Date;
  /** The cover catalogue new quote sets are made with. */
  catalogue: CoverCatalogue;
  /** Keyed hashes of addresses (the suppression list's). */
  hasher: AddressHasher;
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), applies migrations,
 * decorates the app with the stores, and purges expired personal data on a schedule (one
 * instance per interval, however many share the database). A database that cannot be reached
 * does not stop the service: requests that need it answer 503.
 */
export const persistence = fp(
  async (app: FastifyInstance, { config, clock, catalogue, hasher }: PersistenceOptions) => {
    const database = openDatabase(
      config.DATABASE_URL
        ? {
            kind: "postgres",
            url: config.DATABASE_URL,
            poolSize: config.DATABASE_POOL_SIZE,
            connectionTimeoutMs: config.DATABASE_TIMEOUT_MS,
            onIdleError: (err) => app.log.warn({ err }, "database connection lost"),
          }
        : { kind: "pglite", dataDir: config.DATA_DIR },
    );
    const suppressionStore = new SuppressionStore(database);
    const quoteStore = new QuoteStore(database, catalogue, async (addresses) => {
      const listed = await suppressionStore.suppressed(
        addresses.map((address) => hasher.all(address)),
        clock(),
      );
      return new Set(addresses.filter((address) => listed.has(hasher.hash(address))));
    });
    app.decorate("database", database);
    app.decorate("quoteStore", quoteStore);
    app.decorate("contactStore", new ContactStore(database));
    app.decorate("reminderStore", new ReminderStore(database));
    app.decorate("personalData", new PersonalDataStore(database));
    app.decorate("suppressionStore", suppressionStore);

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
      run: async () => ({ deleted: await purgeExpired(database.db, clock()) }),
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

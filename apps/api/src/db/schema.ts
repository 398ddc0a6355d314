import { sql } from "drizzle-orm";
import { boolean, index, integer, json, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PanelFacts } from "../quotes/panel-facts";
import type { AnyStoredQuotes } from "./quote-codec";

/**
 * The panel's facts as quote sets were answered with them (names, products, ratings, excess,
 * features, assumptions; see panel-facts.ts), one row per distinct panel, keyed by a hash of its
 * content. Written at start when the panel has changed; never updated or deleted, so a quote set
 * naming one always reopens exactly as answered. No personal data.
 */
export const panelSnapshots = pgTable("panel_snapshots", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  hash: text("hash").notNull().unique(),
  facts: json("facts").$type<PanelFacts>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One schema for PGlite and PostgreSQL. Personal data (email,
 * postcode, phone) lives only in these tables and is purged on the retention schedule.
 */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    insuranceType: text("insurance_type").notNull(),
    coverageAmount: text("coverage_amount").notNull(),
    age: smallint("age").notNull(),
    postcode: text("postcode").notNull(),
    email: text("email").notNull(),
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    providersSearched: smallint("providers_searched").notNull(),
    providersQuoted: smallint("providers_quoted").notNull(),
    providersDeclined: smallint("providers_declined").notNull(),
    providersUnavailable: smallint("providers_unavailable").notNull(),
    /** Null when they are those of the panel snapshot the set names. */
    assumptions: json("assumptions").$type<string[]>(),
    /**
     * The quotes, cheapest first, exactly as answered, in the compact form of quote-codec.ts. A
     * quote set is written once and read whole: one JSON value keeps a save to a single row, and
     * `json` (kept as text) is cheaper to write than `jsonb`.
     */
    quotes: json("quotes").$type<AnyStoredQuotes>().notNull(),
    /**
     * The panel snapshot the quotes and assumptions refer to (null: self-contained). Not a
     * foreign key: snapshots are never deleted, and the check would cost every save.
     */
    panelSnapshotId: integer("panel_snapshot_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("quote_requests_created_at_idx").on(table.createdAt)],
);

/** A visitor choosing a quote and leaving for the insurer's site. */
export const clickOuts = pgTable(
  "click_outs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** The chosen quote's id within the quote set's `quotes`. */
    quoteId: text("quote_id").notNull(),
    providerSlug: text("provider_slug").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("click_outs_quote_request_id_idx").on(table.quoteRequestId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    inquiryType: text("inquiry_type").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

export const schema = { panelSnapshots, quoteRequests, clickOuts, contactMessages };

import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * One schema for PGlite and PostgreSQL. Prices are stored in whole pence. Personal data (email,
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
    assumptions: jsonb("assumptions").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("quote_requests_created_at_idx").on(table.createdAt)],
);

export const quotes = pgTable(
  "quotes",
  {
    id: text("id").primaryKey(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** Place in the cheapest-first order, from 0. */
    position: smallint("position").notNull(),
    providerSlug: text("provider_slug").notNull(),
    provider: text("provider").notNull(),
    productName: text("product_name").notNull(),
    rating: real("rating").notNull(),
    annualPricePence: integer("annual_price_pence").notNull(),
    monthlyPricePence: integer("monthly_price_pence").notNull(),
    excess: integer("excess").notNull(),
    features: jsonb("features").$type<string[]>().notNull(),
  },
  (table) => [index("quotes_quote_request_id_idx").on(table.quoteRequestId)],
);

/** A visitor choosing a quote and leaving for the insurer's site. */
export const clickOuts = pgTable(
  "click_outs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
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

export const schema = { quoteRequests, quotes, clickOuts, contactMessages };

import type { ProviderOutcome, Quote } from "@plummet/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  json,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { CatalogueInsurers } from "../quotes/cover-catalogue";
import type { InsurerPrice, MarketPricing } from "../rating/engine";

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
    providersDeclinedFor: json("providers_declined_for").$type<ProviderOutcome["declinedFor"]>().notNull(),
    /** The product answers given (question key to answer), null when the visitor gave none. */
    details: json("details").$type<Record<string, string>>(),
    assumptions: json("assumptions").$type<string[]>().notNull(),
    /** The cover catalogue's version (content hash) the quotes were made with: its facts are theirs. */
    catalogue: text("catalogue"),
    /**
     * What was priced: the market's side of the price and what each insurer priced, cheapest
     * first. With the catalogue, the quotes are rebuilt from these exactly as answered.
     */
    pricing: json("pricing").$type<{ market: MarketPricing; quotes: InsurerPrice[] }>(),
    /** Sets saved before migration 0009 kept their whole answer here; null since. */
    quotes: json("quotes").$type<Quote[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The partner whose key asked for the set (`partner_keys.id`); null for anonymous callers. */
    partnerId: text("partner_id"),
  },
  (table) => [
    index("quote_requests_created_at_idx").on(table.createdAt),
    index("quote_requests_partner_id_idx").on(table.partnerId, table.createdAt),
  ],
);

/**
 * The versions of the cover catalogue (the panel's public facts per product) that quote sets
 * were made with, each stored once and named by a hash of its content.
 */
export const coverCatalogues = pgTable("cover_catalogues", {
  hash: text("hash").primaryKey(),
  insurers: json("insurers").$type<CatalogueInsurers>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

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
    /** The partner whose key chose the quote; null for anonymous callers. */
    partnerId: text("partner_id"),
  },
  (table) => [
    index("click_outs_quote_request_id_idx").on(table.quoteRequestId),
    index("click_outs_partner_id_idx").on(table.partnerId, table.createdAt),
  ],
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

/**
 * Emails to send (a transactional outbox): a small row written in the same transaction as what
 * it is about, rendered and sent afterwards by a sender with retries, so a mail server that is
 * down delays mail but never loses it or slows the request. Deleted with their quote set at the
 * end of its retention.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** pending: to send (at next_attempt_at); sent; failed: refused for good, never retried. */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    /** When a sender may next try (later after a failure: the backoff). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** A sender's claim: no other sender takes the row until then (null: unclaimed). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Jobs that one instance runs per interval however many share the database: the instance that
 * moves `last_run_at` forward (a single conditional UPDATE) runs the job.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

/**
 * Partners' API keys. Only a SHA-256 of the key is kept (a random 32-byte secret needs no slow
 * hash); the id is the public part of the key, for `partners revoke` and logs.
 */
export const partnerKeys = pgTable("partner_keys", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  keyHash: text("key_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * Idempotency keys (IETF httpapi Idempotency-Key draft): the first answer to a POST, kept for
 * 24 hours so a retry with the same key and body gets it again instead of doing the work twice.
 * Claimed with INSERT ... ON CONFLICT DO NOTHING, so however many instances race one wins.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** `partner:<id>` or `anonymous`. */
    scope: text("scope").notNull(),
    /** Method and path, e.g. `POST /api/quotes`. */
    route: text("route").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the canonical request body: the same key with another body is refused (422). */
    requestHash: text("request_hash").notNull(),
    /** in_flight: the first request is still running (a retry gets 409); complete: answered. */
    state: text("state", { enum: ["in_flight", "complete"] }).notNull(),
    /** A claim still in flight after this is taken as lost (its instance stopped) and may be retaken. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
    responseStatus: smallint("response_status"),
    responseBody: text("response_body"),
    /** The answer's Location header, when it had one. */
    responseLocation: text("response_location"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.route, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);

export const schema = {
  quoteRequests,
  coverCatalogues,
  clickOuts,
  contactMessages,
  scheduledJobs,
  mailOutbox,
  partnerKeys,
  idempotencyKeys,
};

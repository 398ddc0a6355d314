import type { AnswerValue, PreviousPrices, ProviderOutcome, Quote } from "@plummet/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  json,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CatalogueInsurers, InsurerPrice, MarketPricing } from "./stored-pricing";

/**
 * One schema for PGlite and PostgreSQL. Personal data (email,
 * postcode, phone) lives only in these tables and is purged on the retention schedule.
 *
 * Each table has one owner, the only code that writes it (others may read it):
 *   quote_requests, click_outs, cover_catalogues  QuoteStore (quote-store.ts)
 *   contact_messages                              ContactStore (contact-store.ts)
 *   call_back_requests                            CallBackStore (call-back-store.ts)
 *   renewal_reminders                             ReminderStore (reminder-store.ts)
 *   data_requests                                 PersonalDataStore (personal-data-store.ts)
 *   mail_outbox                                   MailOutboxStore (mail-outbox-store.ts)
 *   suppressions                                  SuppressionStore (suppression-store.ts)
 *   partner_keys                                  PartnerStore (partner-store.ts)
 *   idempotency_keys                              IdempotencyStore (idempotency-store.ts)
 *   accounts, account_passkeys, account_sessions,
 *   account_challenges, account_links,
 *   account_kept_answers                          AccountStore (account-store.ts)
 * Scheduled jobs live in pg-boss's own `pgboss` schema (src/jobs/), not in these tables.
 * A service that writes several tables atomically opens the transaction (`inTransaction`) and
 * passes its `tx` to each store. Rows that reference a deleted row go with it (ON DELETE CASCADE).
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
    details: json("details").$type<Record<string, AnswerValue>>(),
    assumptions: json("assumptions").$type<string[]>().notNull(),
    /** The cover catalogue's version (content hash) the quotes were made with: its facts are theirs. */
    catalogue: text("catalogue"),
    /**
     * What was priced: the market's side of the price and what each insurer priced, cheapest
     * first. With the catalogue, the quotes are rebuilt from these exactly as answered.
     */
    pricing: json("pricing").$type<{ market: MarketPricing; quotes: InsurerPrice[] }>(),
    /**
     * Sets saved before migration 0009 kept their whole answer here; migration 0017 rewrote them
     * into `catalogue` and `pricing`, and it is null in every row. Dropped once no instance
     * older than 0017 runs (they still name it when they read a set).
     */
    quotes: json("quotes").$type<Quote[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The partner whose key asked for the set (`partner_keys.id`); null for anonymous callers. */
    partnerId: text("partner_id"),
    /** On a set a renewal reminder made: the prices of the set the reminder was set from. */
    previous: json("previous").$type<PreviousPrices>(),
  },
  (table) => [
    index("quote_requests_created_at_idx").on(table.createdAt),
    index("quote_requests_partner_id_idx").on(table.partnerId, table.createdAt),
    // Unsubscribe, your data and erasure find everything for an address, whatever its case.
    index("quote_requests_email_idx").on(sql`lower(${table.email})`),
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

/**
 * A visitor choosing a quote and leaving for the insurer's site. Erasing a visitor's data keeps
 * their click-outs only as anonymous figures: the quote set and quote are unlinked (null), the
 * insurer and the time stay.
 */
export const clickOuts = pgTable(
  "click_outs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** The chosen quote's id within the quote set's `quotes`; null once anonymised. */
    quoteId: text("quote_id"),
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
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_email_idx").on(sql`lower(${table.email})`),
  ],
);

/** Requests to be called back (the call-back form): the number in E.164, kept as the privacy policy says. */
export const callBackRequests = pgTable(
  "call_back_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    bestTime: text("best_time").notNull(),
    topic: text("topic").notNull(),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("call_back_requests_created_at_idx").on(table.createdAt),
    index("call_back_requests_email_idx").on(sql`lower(${table.email})`),
  ],
);

/**
 * Renewal reminders: the answers of the quote set a reminder was set from, kept only until the
 * reminder is sent (they are priced again into a new set) or cancelled, then deleted with the row.
 */
export const renewalReminders = pgTable(
  "renewal_reminders",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    insuranceType: text("insurance_type").notNull(),
    coverageAmount: text("coverage_amount").notNull(),
    age: smallint("age").notNull(),
    postcode: text("postcode").notNull(),
    details: json("details").$type<Record<string, AnswerValue>>(),
    /** The quote set the reminder was set from: one reminder per set (setting again moves it). */
    fromReference: text("from_reference").notNull(),
    /** That set's prices, for the new set's "what changed" (the set itself expires long before). */
    previous: json("previous").$type<PreviousPrices>().notNull(),
    renewalDate: date("renewal_date", { mode: "string" }).notNull(),
    /** The UK date the reminder is due (`reminderDate`). */
    remindOn: date("remind_on", { mode: "string" }).notNull(),
    /** When the visitor ticked the reminder's consent. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** A sender's claim while it prices and queues the reminder (null: unclaimed). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("renewal_reminders_from_reference_idx").on(table.fromReference),
    index("renewal_reminders_remind_on_idx").on(table.remindOn),
    index("renewal_reminders_email_idx").on(sql`lower(${table.email})`),
  ],
);

/**
 * Requests for a visitor's data (/your-data): the emailed link works once, until `expires_at`.
 * Only made for an address something is held for; deleted a day after they expire.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the link was used to open the data (it works once); null until then. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (table) => [
    index("data_requests_email_idx").on(sql`lower(${table.email})`, table.createdAt),
    index("data_requests_expires_at_idx").on(table.expiresAt),
  ],
);

/** What an outbox email is: each kind is rendered from its own row when sent. */
export const emailKinds = [
  "quote-set",
  "reminder-set",
  "renewal-reminder",
  "your-data-link",
  /** Asks a suppressed address to confirm a new marketing opt-in (the only email it may get besides a your-data link). */
  "opt-in-confirmation",
  /** Says a contact message arrived, with its reference. */
  "contact-acknowledgement",
  /** Confirms a call-back request: when we will call and on which number. */
  "call-back-confirmation",
  /** A one-time sign-in link (on first use it confirms the address and creates the account). */
  "account-link",
] as const;
export type EmailKind = (typeof emailKinds)[number];

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
    kind: text("kind", { enum: emailKinds }).notNull().default("quote-set"),
    /** quote-set and renewal-reminder: the set the email is about. */
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** reminder-set: the reminder confirmed. */
    reminderId: uuid("reminder_id").references(() => renewalReminders.id, { onDelete: "cascade" }),
    /** your-data-link: the request the link is for. */
    dataRequestId: uuid("data_request_id").references(() => dataRequests.id, { onDelete: "cascade" }),
    /** contact-acknowledgement: the message acknowledged. */
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
    /** call-back-confirmation: the request confirmed. */
    callBackId: uuid("call_back_id").references(() => callBackRequests.id, { onDelete: "cascade" }),
    /** account-link: the sign-in link sent. */
    accountLinkId: uuid("account_link_id").references(() => accountLinks.id, { onDelete: "cascade" }),
    /**
     * pending: to send (at next_attempt_at); sent; failed: refused for good, never retried;
     * withheld: not sent because the address is suppressed or over its daily cap.
     */
    status: text("status", { enum: ["pending", "sent", "failed", "withheld"] })
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
    /**
     * The recipient's keyed hash (`src/mail/address-hash.ts`), set when the email is settled: the
     * daily cap per address counts sent rows by it, and erasure deletes by it.
     */
    recipientHash: text("recipient_hash"),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_recipient_idx").on(table.recipientHash, table.sentAt),
  ],
);

/** Why an address is on the suppression list. */
export const suppressionReasons = ["unsubscribe", "refused", "bounce", "complaint"] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/**
 * The suppression list: addresses that get no more email (an unsubscribe, a permanent refusal at
 * send time, a later bounce or a complaint), except a your-data link the owner asks for and the
 * confirmation of a new marketing opt-in. Never the address: only its keyed hash (HMAC-SHA256
 * under a key derived from LINK_SECRET, 40 hex characters). Kept when everything else about the
 * address is erased, so an erased address is not emailed again by mistake.
 */
export const suppressions = pgTable("suppressions", {
  addressHash: text("address_hash").primaryKey(),
  reason: text("reason", { enum: suppressionReasons }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
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
    /**
     * SHA-256 of the method, path, query string and canonical body: the same key with another
     * request is refused (422).
     */
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
    /** The keyed hash of the address the request named (its body's email), so erasure deletes the row. */
    addressHash: text("address_hash"),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.route, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
    index("idempotency_keys_address_idx").on(table.addressHash),
  ],
);

/**
 * Accounts (docs/accounts.md): optional, one per confirmed address, no password. Deleted with
 * everything they hold after two years without a sign-in, or when the visitor deletes them.
 */
export const accounts = pgTable("accounts", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  /** The confirmed address, normalised (trimmed, lower case): one account per address. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  /** The last sign-in: an account unused for two years is deleted. */
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull(),
});

/** An account's passkeys (WebAuthn credentials): only the public key is ever held. */
export const accountPasskeys = pgTable(
  "account_passkeys",
  {
    /** The credential's id, base64url, as the authenticator made it. */
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The signature counter last seen (0 for authenticators that keep none). */
    counter: bigint("counter", { mode: "number" }).notNull(),
    transports: json("transports").$type<string[]>().notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("account_passkeys_account_idx").on(table.accountId)],
);

/**
 * Signed-in devices. The cookie holds a random token; only its SHA-256 is kept. A session ends
 * 30 days after its last use or a year after sign-in, whichever is first.
 */
export const accountSessions = pgTable(
  "account_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    method: text("method", { enum: ["passkey", "link"] }).notNull(),
    /** The passkey signed in with: removing it signs this session out. */
    passkeyId: text("passkey_id").references(() => accountPasskeys.id, { onDelete: "cascade" }),
    /** The browser and system, e.g. "Chrome on Android" (from the User-Agent; nothing else of it). */
    device: text("device").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
    /** A year after sign-in: the most a session lives, used or not. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("account_sessions_account_idx").on(table.accountId)],
);

/**
 * Passkey ceremonies' challenges, each usable once (deleted when used) for five minutes. A
 * registration's names its account; a sign-in's names none (the passkey says whose it is).
 */
export const accountChallenges = pgTable(
  "account_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("account_challenges_expires_at_idx").on(table.expiresAt)],
);

/**
 * Emailed sign-in links: each works once, for 15 minutes. `fromReference` names the quote set
 * whose "Keep your quotes" asked for it, and `keepAnswers` whether its answers are to be kept too.
 * Deleted a day after they expire.
 */
export const accountLinks = pgTable(
  "account_links",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    fromReference: text("from_reference"),
    keepAnswers: boolean("keep_answers").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("account_links_email_idx").on(sql`lower(${table.email})`, table.createdAt),
    index("account_links_expires_at_idx").on(table.expiresAt),
  ],
);

/** A full quote's answers kept for next year, one per product, until removed or the account goes. */
export const accountKeptAnswers = pgTable(
  "account_kept_answers",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    insuranceType: text("insurance_type").notNull(),
    coverageAmount: text("coverage_amount").notNull(),
    age: smallint("age").notNull(),
    postcode: text("postcode").notNull(),
    details: json("details").$type<Record<string, AnswerValue>>().notNull(),
    fromReference: text("from_reference").notNull(),
    keptAt: timestamp("kept_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.insuranceType] })],
);

export const schema = {
  quoteRequests,
  coverCatalogues,
  clickOuts,
  contactMessages,
  callBackRequests,
  mailOutbox,
  partnerKeys,
  idempotencyKeys,
  renewalReminders,
  dataRequests,
  suppressions,
  accounts,
  accountPasskeys,
  accountSessions,
  accountChallenges,
  accountLinks,
  accountKeptAnswers,
};

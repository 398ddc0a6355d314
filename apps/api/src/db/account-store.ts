import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { forAddress } from "./by-address";
import type { Database, Transaction } from "./database";
import { guarded } from "./errors";
import {
  accountChallenges,
  accountKeptAnswers,
  accountLinks,
  accountPasskeys,
  accountSessions,
  accounts,
  quoteRequests,
  renewalReminders,
} from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountLink {
  id: string;
  email: string;
  fromReference: string | null;
  keepAnswers: boolean;
  expiresAt: Date;
}

export type LinkUse = { used: true; link: AccountLink } | { used: false; reason: "used" | "expired" };

export interface StoredPasskey {
  id: string;
  accountId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface NewSession {
  accountId: string;
  tokenHash: string;
  method: "passkey" | "link";
  passkeyId: string | null;
  device: string;
  now: Date;
  expiresAt: Date;
}

export interface SessionOf {
  id: string;
  accountId: string;
  email: string;
}

/** What a session's idle limit and a sign-in's age allow: live sessions only. */
const liveSession = (now: Date, idleDays: number) =>
  and(
    gt(accountSessions.expiresAt, now),
    gt(accountSessions.lastUsedAt, new Date(now.getTime() - idleDays * DAY_MS)),
  );

/**
 * Accounts and what hangs off them (the account tables of schema.ts, which this store alone
 * writes): sign-in links, passkey challenges, passkeys, sessions and kept answers. It reads the
 * quote sets and reminders of the account's address for the account's page.
 */
export class AccountStore {
  constructor(private readonly database: Database) {}

  private async db(tx?: Transaction) {
    if (tx) return tx;
    await this.database.ready();
    return this.database.db;
  }

  // Sign-in links ---------------------------------------------------------------------------

  /** How many links were sent to the address since `since`. */
  async linksSince(address: string, since: Date, tx?: Transaction): Promise<number> {
    const [recent] = await (await this.db(tx))
      .select({ n: count() })
      .from(accountLinks)
      .where(and(forAddress(accountLinks.email, address), gt(accountLinks.createdAt, since)));
    return recent?.n ?? 0;
  }

  async addLink(
    link: { email: string; fromReference: string | null; keepAnswers: boolean; now: Date; expiresAt: Date },
    tx?: Transaction,
  ): Promise<string> {
    const [row] = await (await this.db(tx))
      .insert(accountLinks)
      .values({
        email: link.email,
        fromReference: link.fromReference,
        keepAnswers: link.keepAnswers,
        createdAt: link.now,
        expiresAt: link.expiresAt,
      })
      .returning({ id: accountLinks.id });
    return row!.id;
  }

  findLinks(ids: readonly string[]): Promise<AccountLink[]> {
    return guarded(async () => {
      if (ids.length === 0) return [];
      return (await this.db())
        .select({
          id: accountLinks.id,
          email: accountLinks.email,
          fromReference: accountLinks.fromReference,
          keepAnswers: accountLinks.keepAnswers,
          expiresAt: accountLinks.expiresAt,
        })
        .from(accountLinks)
        .where(inArray(accountLinks.id, [...ids]));
    });
  }

  /** Uses up a link: once, before it expires, for the address it was sent to. */
  async useLink(id: string, address: string, now: Date, tx: Transaction): Promise<LinkUse> {
    const mine = and(eq(accountLinks.id, id), forAddress(accountLinks.email, address));
    const [used] = await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(and(mine, isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, now)))
      .returning({
        id: accountLinks.id,
        email: accountLinks.email,
        fromReference: accountLinks.fromReference,
        keepAnswers: accountLinks.keepAnswers,
        expiresAt: accountLinks.expiresAt,
      });
    if (used) return { used: true, link: used };
    const [found] = await tx.select({ usedAt: accountLinks.usedAt }).from(accountLinks).where(mine);
    return { used: false, reason: found?.usedAt ? "used" : "expired" };
  }

  // Accounts --------------------------------------------------------------------------------

  /** The address's account, made now if it has none (one per address, however many race). */
  async signInAccount(address: string, now: Date, tx: Transaction): Promise<string> {
    const [account] = await tx
      .insert(accounts)
      .values({ email: address, createdAt: now, lastSignInAt: now })
      .onConflictDoUpdate({ target: accounts.email, set: { lastSignInAt: now } })
      .returning({ id: accounts.id });
    return account!.id;
  }

  /** Records a sign-in to the account; answers its address. */
  async touchSignIn(accountId: string, now: Date, tx: Transaction): Promise<string> {
    const [account] = await tx
      .update(accounts)
      .set({ lastSignInAt: now })
      .where(eq(accounts.id, accountId))
      .returning({ email: accounts.email });
    return account!.email;
  }

  async findAccount(accountId: string) {
    const [account] = await (await this.db())
      .select({ id: accounts.id, email: accounts.email, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return account;
  }

  /** The address a quote set was saved for, and when it expires (for "Keep your quotes"). */
  async setAddress(reference: string) {
    const [set] = await (await this.db())
      .select({ email: quoteRequests.email, expiresAt: quoteRequests.expiresAt })
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, reference));
    return set;
  }

  async hasAccount(address: string): Promise<boolean> {
    const [found] = await (await this.db())
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, address))
      .limit(1);
    return found !== undefined;
  }

  // Passkey challenges ----------------------------------------------------------------------

  async addChallenge(challenge: {
    challenge: string;
    purpose: "register" | "sign-in";
    accountId: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await (await this.db()).insert(accountChallenges).values(challenge);
  }

  /** Uses up a challenge (it works once, until it expires): the account it was made for, if any. */
  async takeChallenge(
    challenge: string,
    purpose: "register" | "sign-in",
    now: Date,
  ): Promise<{ accountId: string | null } | undefined> {
    const [taken] = await (await this.db())
      .delete(accountChallenges)
      .where(
        and(
          eq(accountChallenges.challenge, challenge),
          eq(accountChallenges.purpose, purpose),
          gt(accountChallenges.expiresAt, now),
        ),
      )
      .returning({ accountId: accountChallenges.accountId });
    return taken;
  }

  // Passkeys --------------------------------------------------------------------------------

  async addPasskey(passkey: StoredPasskey & { name: string; now: Date }): Promise<boolean> {
    const added = await (await this.db())
      .insert(accountPasskeys)
      .values({
        id: passkey.id,
        accountId: passkey.accountId,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
        name: passkey.name,
        createdAt: passkey.now,
      })
      .onConflictDoNothing()
      .returning({ id: accountPasskeys.id });
    return added.length > 0;
  }

  async findPasskey(id: string): Promise<StoredPasskey | undefined> {
    const [passkey] = await (await this.db())
      .select({
        id: accountPasskeys.id,
        accountId: accountPasskeys.accountId,
        publicKey: accountPasskeys.publicKey,
        counter: accountPasskeys.counter,
        transports: accountPasskeys.transports,
      })
      .from(accountPasskeys)
      .where(eq(accountPasskeys.id, id));
    return passkey;
  }

  async passkeyIds(accountId: string): Promise<Array<{ id: string; transports: string[] }>> {
    return (await this.db())
      .select({ id: accountPasskeys.id, transports: accountPasskeys.transports })
      .from(accountPasskeys)
      .where(eq(accountPasskeys.accountId, accountId));
  }

  /**
   * Records a sign-in with the passkey: its new counter, only if the counter has not moved on
   * meanwhile (another sign-in with the same counter loses). False when it had.
   */
  async usePasskey(id: string, seenCounter: number, newCounter: number, now: Date, tx: Transaction) {
    const used = await tx
      .update(accountPasskeys)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(and(eq(accountPasskeys.id, id), eq(accountPasskeys.counter, seenCounter)))
      .returning({ id: accountPasskeys.id });
    return used.length > 0;
  }

  async renamePasskey(accountId: string, id: string, name: string): Promise<boolean> {
    const renamed = await (await this.db())
      .update(accountPasskeys)
      .set({ name })
      .where(and(eq(accountPasskeys.id, id), eq(accountPasskeys.accountId, accountId)))
      .returning({ id: accountPasskeys.id });
    return renamed.length > 0;
  }

  /** Removes a passkey; the sessions signed in with it go with it (ON DELETE CASCADE). */
  async removePasskey(accountId: string, id: string): Promise<boolean> {
    const removed = await (await this.db())
      .delete(accountPasskeys)
      .where(and(eq(accountPasskeys.id, id), eq(accountPasskeys.accountId, accountId)))
      .returning({ id: accountPasskeys.id });
    return removed.length > 0;
  }

  // Sessions --------------------------------------------------------------------------------

  /** Saves a new session; answers its id. */
  async addSession(session: NewSession, tx: Transaction): Promise<string> {
    const [row] = await tx
      .insert(accountSessions)
      .values({
        accountId: session.accountId,
        tokenHash: session.tokenHash,
        method: session.method,
        passkeyId: session.passkeyId,
        device: session.device,
        createdAt: session.now,
        lastUsedAt: session.now,
        expiresAt: session.expiresAt,
      })
      .returning({ id: accountSessions.id });
    return row!.id;
  }

  /** The live session a token's hash names, marked used now; undefined when none. */
  async useSession(tokenHash: string, now: Date, idleDays: number): Promise<SessionOf | undefined> {
    return guarded(async () => {
      const db = await this.db();
      const [session] = await db
        .update(accountSessions)
        .set({ lastUsedAt: now })
        .where(and(eq(accountSessions.tokenHash, tokenHash), liveSession(now, idleDays)))
        .returning({ id: accountSessions.id, accountId: accountSessions.accountId });
      if (!session) return undefined;
      const account = await this.findAccount(session.accountId);
      return account && { id: session.id, accountId: account.id, email: account.email };
    });
  }

  async deleteSession(tokenHash: string, tx?: Transaction): Promise<void> {
    await (await this.db(tx)).delete(accountSessions).where(eq(accountSessions.tokenHash, tokenHash));
  }

  async deleteSessions(accountId: string): Promise<void> {
    await (await this.db()).delete(accountSessions).where(eq(accountSessions.accountId, accountId));
  }

  // Kept answers ----------------------------------------------------------------------------

  /** Keeps a quote set's answers for the account (one set of answers per product). */
  async keepAnswers(accountId: string, reference: string, address: string, now: Date, tx?: Transaction) {
    const db = await this.db(tx);
    const [set] = await db
      .select({
        insuranceType: quoteRequests.insuranceType,
        coverageAmount: quoteRequests.coverageAmount,
        age: quoteRequests.age,
        postcode: quoteRequests.postcode,
        details: quoteRequests.details,
      })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.reference, reference), forAddress(quoteRequests.email, address)));
    if (!set?.details) return false;
    const kept = { ...set, details: set.details, fromReference: reference, keptAt: now };
    await db
      .insert(accountKeptAnswers)
      .values({ accountId, ...kept })
      .onConflictDoUpdate({
        target: [accountKeptAnswers.accountId, accountKeptAnswers.insuranceType],
        set: kept,
      });
    return true;
  }

  async removeKeptAnswers(accountId: string, insuranceType: string): Promise<boolean> {
    const removed = await (await this.db())
      .delete(accountKeptAnswers)
      .where(
        and(eq(accountKeptAnswers.accountId, accountId), eq(accountKeptAnswers.insuranceType, insuranceType)),
      )
      .returning({ accountId: accountKeptAnswers.accountId });
    return removed.length > 0;
  }

  // The account's page and export -----------------------------------------------------------

  /** Everything the account's page shows, read at once. */
  async view(accountId: string, address: string) {
    return guarded(async () => {
      const db = await this.db();
      const [sets, reminders, keptAnswers, passkeys, sessions] = await Promise.all([
        db
          .select({
            reference: quoteRequests.reference,
            insuranceType: quoteRequests.insuranceType,
            coverageAmount: quoteRequests.coverageAmount,
            quotes: sql<number>`coalesce(json_array_length(${quoteRequests.pricing} -> 'quotes'), 0)`.mapWith(
              Number,
            ),
            hasDetails: sql<boolean>`${quoteRequests.details} is not null`,
            createdAt: quoteRequests.createdAt,
            expiresAt: quoteRequests.expiresAt,
          })
          .from(quoteRequests)
          .where(forAddress(quoteRequests.email, address))
          .orderBy(desc(quoteRequests.createdAt)),
        db
          .select({
            insuranceType: renewalReminders.insuranceType,
            fromReference: renewalReminders.fromReference,
            renewalDate: renewalReminders.renewalDate,
            remindOn: renewalReminders.remindOn,
          })
          .from(renewalReminders)
          .where(forAddress(renewalReminders.email, address))
          .orderBy(renewalReminders.remindOn),
        this.keptAnswersOf(accountId),
        db
          .select({
            id: accountPasskeys.id,
            name: accountPasskeys.name,
            transports: accountPasskeys.transports,
            createdAt: accountPasskeys.createdAt,
            lastUsedAt: accountPasskeys.lastUsedAt,
          })
          .from(accountPasskeys)
          .where(eq(accountPasskeys.accountId, accountId))
          .orderBy(accountPasskeys.createdAt),
        db
          .select({
            id: accountSessions.id,
            device: accountSessions.device,
            method: accountSessions.method,
            createdAt: accountSessions.createdAt,
            lastUsedAt: accountSessions.lastUsedAt,
          })
          .from(accountSessions)
          .where(eq(accountSessions.accountId, accountId))
          .orderBy(desc(accountSessions.lastUsedAt)),
      ]);
      return { sets, reminders, keptAnswers, passkeys, sessions };
    });
  }

  private async keptAnswersOf(accountId: string) {
    return (await this.db())
      .select({
        insuranceType: accountKeptAnswers.insuranceType,
        coverageAmount: accountKeptAnswers.coverageAmount,
        age: accountKeptAnswers.age,
        postcode: accountKeptAnswers.postcode,
        details: accountKeptAnswers.details,
        fromReference: accountKeptAnswers.fromReference,
        keptAt: accountKeptAnswers.keptAt,
      })
      .from(accountKeptAnswers)
      .where(eq(accountKeptAnswers.accountId, accountId))
      .orderBy(accountKeptAnswers.insuranceType);
  }

  /** The address's account, for the your-data export: none when it has no account. */
  async collect(address: string) {
    const [account] = await (await this.db())
      .select({ id: accounts.id, createdAt: accounts.createdAt, lastSignInAt: accounts.lastSignInAt })
      .from(accounts)
      .where(eq(accounts.email, address));
    if (!account) return null;
    const { passkeys, sessions, keptAnswers } = await this.view(account.id, address);
    return { ...account, passkeys, sessions, keptAnswers };
  }

  // Erasure and retention -------------------------------------------------------------------

  /**
   * Deletes the address's account (its passkeys, sessions, challenges and kept answers go with
   * it) and its sign-in links (their emails' rows with them). Answers whether there was one.
   */
  async eraseForAddress(address: string, tx: Transaction): Promise<number> {
    await tx.delete(accountLinks).where(forAddress(accountLinks.email, address));
    const erased = await tx
      .delete(accounts)
      .where(eq(accounts.email, address))
      .returning({ id: accounts.id });
    return erased.length;
  }

  /**
   * Deletes what has run its course: sessions past either limit, used or lapsed challenges, links
   * a day after they expired, and accounts nobody signed in to for `inactiveDays`.
   */
  purgeExpired(now: Date, limits: { idleDays: number; inactiveDays: number }) {
    return guarded(async () => {
      const db = await this.db();
      const idleSince = new Date(now.getTime() - limits.idleDays * DAY_MS);
      const sessions = await db
        .delete(accountSessions)
        .where(or(lte(accountSessions.expiresAt, now), lte(accountSessions.lastUsedAt, idleSince)))
        .returning({ id: accountSessions.id });
      await db.delete(accountChallenges).where(lte(accountChallenges.expiresAt, now));
      const links = await db
        .delete(accountLinks)
        .where(lt(accountLinks.expiresAt, new Date(now.getTime() - DAY_MS)))
        .returning({ id: accountLinks.id });
      const inactive = await db
        .delete(accounts)
        .where(lt(accounts.lastSignInAt, new Date(now.getTime() - limits.inactiveDays * DAY_MS)))
        .returning({ id: accounts.id });
      return { accountSessions: sessions.length, accountLinks: links.length, accounts: inactive.length };
    });
  }
}

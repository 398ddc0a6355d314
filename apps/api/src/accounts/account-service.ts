import { createHash, randomBytes } from "node:crypto";
import {
  type AccountView,
  accountLimits,
  accountMessages,
  type PasskeyOptions,
  type PasskeyRegistration,
  type PasskeySignIn,
  type YourData,
} from "@plummet/contracts";
import type { AccountStore, SessionOf } from "../db/account-store";
import { type Database, inTransaction, type Transaction } from "../db/database";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import { HttpError, LinkError } from "../http-error";
import { type LinkTokens, normaliseAddress } from "../links/link-tokens";
import { verifiedLink } from "../links/verified-link";
import { PasskeyRefused, type Passkeys } from "./passkeys";

const DAY_MS = 24 * 60 * 60 * 1000;
const ASK_AGAIN = "Ask for a new sign-in link on your account page.";

/** A session's secret for the cookie, and what is kept of it. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  /** The session it opens, for the answer (the account's page). */
  session: SessionOf;
}

export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface AccountServiceOptions {
  database: Database;
  store: AccountStore;
  outbox: MailOutboxStore;
  tokens: LinkTokens;
  passkeys: Passkeys;
  clock: () => Date;
  /** Told when a link email is queued, so it goes now. */
  onQueued: () => void;
  /** Everything held for the address, the account with it (your data's export). */
  collect: (address: string) => Promise<YourData>;
  /** Erases everything held for the address (your data's erasure), the account with it. */
  eraseAddress: (address: string) => Promise<unknown>;
  /** Told of each sign-in, and of each refusal with its reason (the metrics). */
  onSignIn: (method: "passkey" | "link") => void;
  onRefused: (reason: string) => void;
}

/**
 * Accounts without passwords: an emailed one-time link confirms the address (and makes the
 * account on first use), passkeys sign in after that, and a session lives in a cookie whose
 * token is kept only as a hash. Knows nothing of HTTP beyond its errors.
 */
export class AccountService {
  constructor(private readonly options: AccountServiceOptions) {}

  /**
   * Queues a sign-in link to the address, unless it had its hourly number of links (the visitor's
   * answer is the same either way). `keeping`: the set whose "Keep your quotes" asked, and whether
   * to keep its answers.
   */
  async requestLink(email: string, keeping?: { fromReference: string; keepAnswers: boolean }): Promise<void> {
    const { database, store, outbox, clock } = this.options;
    const address = normaliseAddress(email);
    const now = clock();
    const queued = await inTransaction(database, async (tx) => {
      const recent = await store.linksSince(address, new Date(now.getTime() - 60 * 60_000), tx);
      if (recent >= accountLimits.linksPerAddressPerHour) return false;
      const expiresAt = new Date(now.getTime() + accountLimits.linkMinutes * 60_000);
      const link = {
        email: address,
        fromReference: keeping?.fromReference ?? null,
        keepAnswers: keeping?.keepAnswers ?? false,
        now,
        expiresAt,
      };
      const accountLinkId = await store.addLink(link, tx);
      await outbox.enqueue([{ kind: "account-link", accountLinkId, queuedAt: now }], tx);
      return true;
    });
    if (queued) this.options.onQueued();
  }

  /** "Keep your quotes": a link to the set's own address, which confirms it. */
  async keepQuotes(reference: string, keepAnswers: boolean): Promise<void> {
    const set = await this.options.store.setAddress(reference);
    if (!set) throw new HttpError(404, "No quote set has this reference.");
    if (set.expiresAt <= this.options.clock())
      throw new HttpError(410, "These quotes have expired. Get new quotes, then keep them.");
    await this.requestLink(set.email, { fromReference: reference, keepAnswers });
  }

  /** Uses up an emailed link: the account (made now on first use) and a new session. */
  async signInWithLink(token: string, device: string, replacing: string | undefined): Promise<IssuedSession> {
    const { database, store, tokens, clock } = this.options;
    const refuse = (reason: string, error: LinkError) => {
      this.options.onRefused(reason);
      return error;
    };
    const { address, subject } = await verifiedLink(tokens, "accountLink", token).catch((error: unknown) => {
      throw error instanceof LinkError ? refuse(`link-${error.linkProblem}`, error) : error;
    });
    const now = clock();
    const issued = await inTransaction(database, async (tx) => {
      const use = subject ? await store.useLink(subject, address, now, tx) : undefined;
      if (!use?.used) return use?.reason ?? "expired";
      const accountId = await store.signInAccount(address, now, tx);
      if (use.link.fromReference && use.link.keepAnswers)
        await store.keepAnswers(accountId, use.link.fromReference, address, now, tx);
      return this.startSession(tx, {
        accountId,
        email: address,
        method: "link",
        passkeyId: null,
        device,
        replacing,
        now,
      });
    });
    if (typeof issued === "string") {
      throw refuse(
        `link-${issued}`,
        new LinkError(
          issued,
          issued === "used"
            ? `This sign-in link has already been used: it works once. ${ASK_AGAIN}`
            : `This sign-in link has expired. ${ASK_AGAIN}`,
        ),
      );
    }
    this.options.onSignIn("link");
    return issued;
  }

  /** Options for the browser's passkey sign-in (and its autofill); the challenge works once. */
  async signInOptions(): Promise<PasskeyOptions> {
    const options = await this.options.passkeys.signInOptions();
    await this.saveChallenge(options.challenge, "sign-in", null);
    return { ...options };
  }

  /** Signs in with a passkey's answer: a new session for the passkey's account. */
  async signInWithPasskey(
    credential: PasskeySignIn["credential"],
    device: string,
    replacing: string | undefined,
  ): Promise<IssuedSession> {
    const { database, store, passkeys, clock } = this.options;
    const now = clock();
    try {
      const passkey = await store.findPasskey(credential.id);
      if (!passkey) {
        // The challenge is used up all the same: an answer is never tried twice.
        await this.takeChallenge("sign-in", credential.response.clientDataJSON);
        throw new PasskeyRefused("unknown-passkey");
      }
      const newCounter = await passkeys.verifySignIn(credential, passkey, async (challenge) =>
        Boolean(await store.takeChallenge(challenge, "sign-in", now)),
      );
      const issued = await inTransaction(database, async (tx) => {
        if (!(await store.usePasskey(passkey.id, passkey.counter, newCounter, now, tx))) return undefined;
        const email = await store.touchSignIn(passkey.accountId, now, tx);
        return this.startSession(tx, {
          accountId: passkey.accountId,
          email,
          method: "passkey",
          passkeyId: passkey.id,
          device,
          replacing,
          now,
        });
      });
      if (!issued) throw new PasskeyRefused("counter");
      this.options.onSignIn("passkey");
      return issued;
    } catch (error) {
      throw this.refused(error);
    }
  }

  /** Options to make a passkey for the signed-in account; the challenge works once, for it only. */
  async registrationOptions(session: SessionOf): Promise<PasskeyOptions> {
    const existing = await this.options.store.passkeyIds(session.accountId);
    const options = await this.options.passkeys.registrationOptions(
      { id: session.accountId, email: session.email },
      existing,
    );
    await this.saveChallenge(options.challenge, "register", session.accountId);
    return { ...options };
  }

  /** Keeps the passkey the browser made, named by the visitor or after the device. */
  async addPasskey(session: SessionOf, registration: PasskeyRegistration, device: string): Promise<void> {
    const { store, passkeys, clock } = this.options;
    const now = clock();
    try {
      const made = await passkeys.verifyRegistration(registration.credential, async (challenge) => {
        const taken = await store.takeChallenge(challenge, "register", now);
        return taken?.accountId === session.accountId;
      });
      const added = await store.addPasskey({
        ...made,
        accountId: session.accountId,
        name: registration.name ?? device,
        now,
      });
      if (!added) throw new HttpError(409, "This passkey is already registered.");
    } catch (error) {
      throw this.refused(error);
    }
  }

  /** The signed-in session a cookie's token names, or undefined. */
  session(token: string | undefined): Promise<SessionOf | undefined> {
    if (!token) return Promise.resolve(undefined);
    return this.options.store.useSession(
      hashSessionToken(token),
      this.options.clock(),
      accountLimits.sessionIdleDays,
    );
  }

  /** What the account's page shows. */
  async view(session: SessionOf): Promise<AccountView> {
    const { store, clock } = this.options;
    const account = await store.findAccount(session.accountId);
    if (!account) throw new HttpError(401, accountMessages.notSignedIn);
    const page = await store.view(session.accountId, session.email);
    const now = clock();
    const iso = (date: Date) => date.toISOString();
    return {
      email: account.email,
      createdAt: iso(account.createdAt),
      quoteSets: page.sets.map(({ hasDetails, ...set }) => ({
        ...set,
        createdAt: iso(set.createdAt),
        expiresAt: iso(set.expiresAt),
        expired: set.expiresAt <= now,
        fullQuote: Boolean(hasDetails),
      })) as AccountView["quoteSets"],
      reminders: page.reminders as AccountView["reminders"],
      keptAnswers: page.keptAnswers.map((kept) => ({
        ...kept,
        keptAt: iso(kept.keptAt),
      })) as AccountView["keptAnswers"],
      passkeys: page.passkeys.map(({ transports: _, ...passkey }) => ({
        ...passkey,
        createdAt: iso(passkey.createdAt),
        lastUsedAt: passkey.lastUsedAt && iso(passkey.lastUsedAt),
      })),
      sessions: page.sessions.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        lastUsedAt: iso(row.lastUsedAt),
        current: row.id === session.id,
      })),
    };
  }

  async renamePasskey(session: SessionOf, id: string, name: string): Promise<void> {
    if (!(await this.options.store.renamePasskey(session.accountId, id, name)))
      throw new HttpError(404, "This account has no such passkey.");
  }

  /** Removes a passkey; the devices signed in with it are signed out. */
  async removePasskey(session: SessionOf, id: string): Promise<void> {
    if (!(await this.options.store.removePasskey(session.accountId, id)))
      throw new HttpError(404, "This account has no such passkey.");
  }

  async keepAnswers(session: SessionOf, reference: string): Promise<void> {
    const kept = await this.options.store.keepAnswers(
      session.accountId,
      reference,
      session.email,
      this.options.clock(),
    );
    if (!kept) throw new HttpError(404, "None of your quote sets with answers to keep has this reference.");
  }

  async removeKeptAnswers(session: SessionOf, insuranceType: string): Promise<void> {
    if (!(await this.options.store.removeKeptAnswers(session.accountId, insuranceType)))
      throw new HttpError(404, "No answers are kept for this product.");
  }

  signOut(token: string): Promise<void> {
    return this.options.store.deleteSession(hashSessionToken(token));
  }

  signOutEverywhere(session: SessionOf): Promise<void> {
    return this.options.store.deleteSessions(session.accountId);
  }

  /** Everything held for the account's address, as your data's download gives it. */
  export(session: SessionOf): Promise<YourData> {
    return this.options.collect(session.email);
  }

  /** Deletes the account and everything held for its address, as your data's erasure does. */
  async deleteAccount(session: SessionOf): Promise<void> {
    await this.options.eraseAddress(session.email);
  }

  private async startSession(
    tx: Transaction,
    session: {
      accountId: string;
      email: string;
      method: "passkey" | "link";
      passkeyId: string | null;
      device: string;
      replacing: string | undefined;
      now: Date;
    },
  ): Promise<IssuedSession> {
    const { store } = this.options;
    // A sign-in always starts a new session: the one the browser held (if any) ends.
    if (session.replacing) await store.deleteSession(hashSessionToken(session.replacing), tx);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(session.now.getTime() + accountLimits.sessionMaxDays * DAY_MS);
    const id = await store.addSession({ ...session, tokenHash: hashSessionToken(token), expiresAt }, tx);
    return { token, expiresAt, session: { id, accountId: session.accountId, email: session.email } };
  }

  private async saveChallenge(challenge: string, purpose: "register" | "sign-in", accountId: string | null) {
    const expiresAt = new Date(this.options.clock().getTime() + accountLimits.challengeMinutes * 60_000);
    await this.options.store.addChallenge({ challenge, purpose, accountId, expiresAt });
  }

  /** Uses up the challenge an answer names (its clientDataJSON's), whatever becomes of the answer. */
  private async takeChallenge(purpose: "register" | "sign-in", clientDataJSON: string): Promise<void> {
    try {
      const { challenge } = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
      if (typeof challenge === "string")
        await this.options.store.takeChallenge(challenge, purpose, this.options.clock());
    } catch {
      // Not JSON: there is no challenge to use up.
    }
  }

  /** A refusal as the client's 400 (counted by reason); anything else passes through. */
  private refused(error: unknown): unknown {
    if (!(error instanceof PasskeyRefused)) return error;
    this.options.onRefused(error.reason);
    return new HttpError(
      400,
      error.reason === "challenge" ? accountMessages.challengeUsed : accountMessages.passkeyRefused,
    );
  }
}

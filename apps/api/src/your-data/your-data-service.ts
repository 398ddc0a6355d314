import { type YourData, yourDataLimits } from "@plummet/contracts";
import type { AccountStore } from "../db/account-store";
import type { CallBackStore } from "../db/call-back-store";
import type { ContactStore } from "../db/contact-store";
import { type Database, inTransaction } from "../db/database";
import type { IdempotencyStore } from "../db/idempotency-store";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import type { PersonalDataStore } from "../db/personal-data-store";
import type { QuoteStore } from "../db/quote-store";
import type { ReminderStore } from "../db/reminder-store";
import { LinkError } from "../http-error";
import { type LinkTokens, normaliseAddress } from "../links/link-tokens";
import { verifiedLink } from "../links/verified-link";
import { eraseFromMailFolder } from "../mail/mail-folder-retention";
import type { AddressHasher } from "../suppression/address-hash";

const ASK_AGAIN = "Ask for a new link on the Your data page.";

export interface Erased {
  counts: {
    quoteSets: number;
    contactMessages: number;
    callBacks: number;
    reminders: number;
    /** The address's account, with its passkeys, sessions and kept answers (0 or 1). */
    accounts: number;
    /** Queued or sent emails' rows, and this instance's .eml copies. */
    emails: number;
  };
  /** Complaints kept: the FCA's complaint-handling rules (DISP 1.9) require three years. */
  complaintsKept: number;
}

export interface YourDataServiceOptions {
  database: Database;
  personalData: PersonalDataStore;
  quotes: QuoteStore;
  contacts: ContactStore;
  callBacks: CallBackStore;
  reminders: ReminderStore;
  accounts: AccountStore;
  idempotency: IdempotencyStore;
  outbox: MailOutboxStore;
  tokens: LinkTokens;
  /** The address's keyed hashes, for what erasure deletes by hash (idempotency records, sent-mail rows). */
  hasher: AddressHasher;
  clock: () => Date;
  /** Told when a link email is queued, so it goes now. */
  onQueued: () => void;
  /** This instance's .eml folder, whose copies erasure deletes; none with an SMTP server. */
  mailFolder: string | undefined;
}

/**
 * A visitor's data without an account (UK GDPR Articles 15 and 17): a link emailed to an address
 * something is held for, opened once within the hour into a session that downloads or erases
 * everything until that hour ends. Knows nothing of HTTP beyond its errors.
 */
export class YourDataService {
  constructor(private readonly options: YourDataServiceOptions) {}

  /**
   * Records a request for the address's data and queues the email with its link, only when
   * something is held for it and it had fewer than the hourly number of links (the visitor's
   * answer is the same either way).
   */
  async requestLink(email: string): Promise<void> {
    const { database, personalData, outbox, clock } = this.options;
    const address = normaliseAddress(email);
    const now = clock();
    const held = await Promise.all([
      personalData.holdsAnything(address),
      this.options.accounts.hasAccount(address),
    ]);
    if (!held.some(Boolean)) return;
    const expiresAt = new Date(now.getTime() + yourDataLimits.linkMinutes * 60_000);
    const queued = await inTransaction(database, async (tx) => {
      const recent = await personalData.requestsSince(address, new Date(now.getTime() - 60 * 60_000), tx);
      if (recent >= yourDataLimits.linksPerAddressPerHour) return false;
      const dataRequestId = await personalData.addRequest(address, now, expiresAt, tx);
      await outbox.enqueue([{ kind: "your-data-link", dataRequestId, queuedAt: now }], tx);
      return true;
    });
    if (queued) this.options.onQueued();
  }

  /** Uses up an emailed link (once, before it expires): the session it opens and the data. */
  async open(token: string): Promise<{ session: string; data: YourData }> {
    const { personalData, tokens, clock } = this.options;
    const { address, subject } = await verifiedLink(tokens, "dataLink", token);
    const now = clock();
    const opened = subject ? await personalData.openRequest(subject, address, now) : undefined;
    if (!opened?.opened) {
      const reason = opened?.reason === "used" ? "used" : "expired";
      throw new LinkError(
        reason,
        reason === "used"
          ? `This link has already been used: it works once. ${ASK_AGAIN}`
          : `This link has expired. ${ASK_AGAIN}`,
      );
    }
    const session = await tokens.sign("dataSession", {
      address,
      subject: opened.request.id,
      expiresAt: opened.request.expiresAt,
    });
    return { session, data: await this.collect(address) };
  }

  /** Everything held for an address, its account included, in the documented export format. */
  async collect(address: string): Promise<YourData> {
    const now = this.options.clock();
    const [data, account] = await Promise.all([
      this.options.personalData.collect(address, now),
      this.options.accounts.collect(address),
    ]);
    const iso = (date: Date) => date.toISOString();
    return {
      ...data,
      account:
        account &&
        ({
          createdAt: iso(account.createdAt),
          lastSignInAt: iso(account.lastSignInAt),
          passkeys: account.passkeys.map((passkey) => ({
            ...passkey,
            createdAt: iso(passkey.createdAt),
            lastUsedAt: passkey.lastUsedAt && iso(passkey.lastUsedAt),
          })),
          sessions: account.sessions.map((session) => ({
            ...session,
            createdAt: iso(session.createdAt),
            lastUsedAt: iso(session.lastUsedAt),
          })),
          keptAnswers: account.keptAnswers.map((kept) => ({ ...kept, keptAt: iso(kept.keptAt) })),
        } as YourData["account"]),
    };
  }

  /** Everything held for a session's address, in the documented export format. */
  async export(session: string): Promise<YourData> {
    return this.collect(await this.sessionAddress(session));
  }

  /**
   * Erases everything held for a session's address in one transaction: quote sets (their outbox
   * rows go with them), contact messages, call-back requests, reminders, data requests and the account (its passkeys, sessions, kept answers and sign-in links). Two things stay:
   * complaints, which the FCA's complaint-handling rules (DISP 1.9) require us to keep for three
   * years (UK GDPR Article 17(3)(b)), purged on their own schedule; and click-outs, only as
   * anonymous figures (insurer and day). Idempotency records whose request named the address and
   * outbox rows sent to it go too (by its keyed hashes, current key first), so no answer or record
   * of sending is left to replay or read; then this instance's .eml copies. The suppression list's
   * entry (a keyed hash) stays, so an erased address is still not emailed.
   */
  async erase(session: string): Promise<Erased> {
    return this.eraseAddress(await this.sessionAddress(session));
  }

  /** Erases everything held for an address (see `erase`); deleting an account calls this too. */
  async eraseAddress(address: string): Promise<Erased> {
    const {
      database,
      personalData,
      quotes,
      contacts,
      callBacks,
      reminders,
      idempotency,
      outbox,
      mailFolder,
    } = this.options;
    const hashes = this.options.hasher.all(address);
    const erased = await inTransaction(database, async (tx) => {
      const emails = await personalData.countEmailsAbout(address, tx);
      const quoteSets = await quotes.eraseForAddress(address, tx);
      const messages = await contacts.eraseForAddress(address, tx);
      const callBackRequests = await callBacks.eraseForAddress(address, tx);
      const cancelled = await reminders.cancelAll(address, tx);
      const accounts = await this.options.accounts.eraseForAddress(address, tx);
      await personalData.deleteRequests(address, tx);
      await idempotency.deleteForAddress(hashes, tx);
      // Rows about what was just deleted went with it; these are the rest (sent to the address).
      const sent = await outbox.deleteSentTo(hashes, tx);
      return {
        counts: {
          quoteSets,
          contactMessages: messages.deleted,
          callBacks: callBackRequests,
          reminders: cancelled,
          accounts,
          emails: emails + sent,
        },
        complaintsKept: messages.complaintsKept,
      };
    });
    const copies = mailFolder ? await eraseFromMailFolder(mailFolder, address) : 0;
    return { ...erased, counts: { ...erased.counts, emails: erased.counts.emails + copies } };
  }

  /** The address a session token names, while its request is open and unexpired. */
  private async sessionAddress(session: string): Promise<string> {
    const { personalData, tokens, clock } = this.options;
    const { address, subject } = await verifiedLink(tokens, "dataSession", session);
    const request = subject ? await personalData.openedRequest(subject, address, clock()) : undefined;
    if (!request) throw new LinkError("expired", `This page's access has ended. ${ASK_AGAIN}`);
    return address;
  }
}

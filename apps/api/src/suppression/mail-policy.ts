import { emailSendingLimits } from "@plummet/contracts";
import type { EmailKind, SuppressionReason } from "../db/schema";
import type { SuppressionStore } from "../db/suppression-store";
import type { AddressHasher } from "./address-hash";

/** What the sender does with one rendered email. */
export type Verdict = "send" | "suppressed" | "capped";

/** Kinds an address on the suppression list still gets: what its owner asked for (a link to see their data, a sign-in link) and the opt-in confirmation. */
export const sentWhileSuppressed: ReadonlySet<EmailKind> = new Set([
  "your-data-link",
  "opt-in-confirmation",
  "account-link",
]);

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailPolicyOptions {
  store: SuppressionStore;
  hasher: AddressHasher;
  clock: () => Date;
  /** Emails of every kind sent to one address in any 24 hours. */
  dailyCap: number;
  /** MAIL_RETURN_PATH: the envelope sender; none leaves it to the From address. */
  returnPath?: string;
  /** Whether the return path carries the recipient's hash (`bounces+<hash>@…`). */
  verp: boolean;
  /** Told of each address suppressed here (a permanent refusal at send time). */
  onSuppressed?: (reason: SuppressionReason) => void;
}

/**
 * What the sender asks before and after each email: whether it may go (the suppression list and
 * the daily cap per address), which envelope sender it goes from, and what a permanent refusal
 * at send time does (suppresses the recipient). Never answers anything to the visitor who asked:
 * the request that queued the email was answered as usual.
 */
export class MailPolicy {
  constructor(private readonly options: MailPolicyOptions) {}

  /**
   * The verdict for each email of a batch (by outbox id) and its recipient's hash. Emails are
   * admitted in the batch's order, counting those admitted earlier in it toward the cap. An
   * address gets at most one opt-in confirmation a day, within the cap.
   */
  async admit(
    emails: ReadonlyArray<{ id: string; kind: EmailKind; to: string }>,
  ): Promise<Map<string, { hash: string; verdict: Verdict }>> {
    const { store, hasher, clock, dailyCap } = this.options;
    const now = clock();
    const hashes = new Map(emails.map((email) => [email.to, hasher.all(email.to)]));
    const suppressed = await store.suppressed([...hashes.values()], now);
    const sent = await store.sentSince(
      [...hashes.values()].map(([current]) => current!),
      new Date(now.getTime() - DAY_MS),
    );
    const verdicts = new Map<string, { hash: string; verdict: Verdict }>();
    for (const email of emails) {
      const hash = hashes.get(email.to)![0]!;
      const byKind = sent.get(hash) ?? new Map<EmailKind, number>();
      sent.set(hash, byKind);
      const total = [...byKind.values()].reduce((sum, n) => sum + n, 0);
      let verdict: Verdict = "send";
      if (suppressed.has(hash) && !sentWhileSuppressed.has(email.kind)) verdict = "suppressed";
      else if (total >= dailyCap) verdict = "capped";
      else if (
        email.kind === "opt-in-confirmation" &&
        (byKind.get(email.kind) ?? 0) >= emailSendingLimits.optInConfirmationsPerDay
      )
        verdict = "capped";
      if (verdict === "send") byKind.set(email.kind, (byKind.get(email.kind) ?? 0) + 1);
      verdicts.set(email.id, { hash, verdict });
    }
    return verdicts;
  }

  /** The envelope sender for a recipient: MAIL_RETURN_PATH, with `+<hash>` before its @ when VERP is on. */
  envelopeFrom(hash: string): string | undefined {
    const { returnPath, verp } = this.options;
    if (!returnPath) return undefined;
    if (!verp) return returnPath;
    const at = returnPath.lastIndexOf("@");
    return `${returnPath.slice(0, at)}+${hash}${returnPath.slice(at)}`;
  }

  /** A recipient refused for good at send time: suppressed at once. */
  async refused(hash: string): Promise<void> {
    if (await this.options.store.suppress(hash, "refused", this.options.clock())) {
      this.options.onSuppressed?.("refused");
    }
  }
}

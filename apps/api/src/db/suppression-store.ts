import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "./database";
import { guarded } from "./errors";
import {
  type EmailKind,
  mailOutbox,
  type SuppressionReason,
  suppressionReasons,
  suppressions,
} from "./schema";

/**
 * The suppression list and the daily cap's count, by keyed address hash (never an address):
 * see `AddressHasher`. Each address is looked up under every hash it may have been written with
 * (the current link key's and the previous one's), and an entry found under the previous key
 * only is written again under the current one, so the list outlives a key rotation.
 */
export class SuppressionStore {
  constructor(private readonly database: Database) {}

  /** Adds an address (by its current hash); answers whether it was new. An entry already there keeps its first reason. */
  suppress(hash: string, reason: SuppressionReason, now: Date): Promise<boolean> {
    return guarded(async () => {
      await this.database.ready();
      const added = await this.database.db
        .insert(suppressions)
        .values({ addressHash: hash, reason, createdAt: now })
        .onConflictDoNothing()
        .returning({ hash: suppressions.addressHash });
      return added.length > 0;
    });
  }

  /**
   * Which of these addresses are suppressed. Each is given as its hashes, current first; the
   * answer holds the current hash of every suppressed one.
   */
  suppressed(addresses: ReadonlyArray<readonly string[]>, now: Date): Promise<Set<string>> {
    return guarded(async () => {
      const all = [...new Set(addresses.flat())];
      if (all.length === 0) return new Set();
      await this.database.ready();
      const rows = await this.database.db
        .select({ hash: suppressions.addressHash, reason: suppressions.reason })
        .from(suppressions)
        .where(inArray(suppressions.addressHash, all));
      const found = new Map(rows.map((row) => [row.hash, row.reason]));
      const answer = new Set<string>();
      for (const [current, ...older] of addresses) {
        if (current === undefined) continue;
        if (found.has(current)) {
          answer.add(current);
          continue;
        }
        const old = older.find((hash) => found.has(hash));
        if (old) {
          answer.add(current);
          await this.suppress(current, found.get(old)!, now);
        }
      }
      return answer;
    });
  }

  /** Takes an address off the list (its owner confirmed a new opt-in from an emailed link). */
  lift(hashes: readonly string[]): Promise<number> {
    return guarded(async () => {
      if (hashes.length === 0) return 0;
      await this.database.ready();
      const deleted = await this.database.db
        .delete(suppressions)
        .where(inArray(suppressions.addressHash, [...hashes]))
        .returning({ hash: suppressions.addressHash });
      return deleted.length;
    });
  }

  /**
   * Emails sent to each of these recipients (current hashes) since `since`, by kind: the daily
   * cap's count.
   */
  sentSince(hashes: readonly string[], since: Date): Promise<Map<string, Map<EmailKind, number>>> {
    return guarded(async () => {
      if (hashes.length === 0) return new Map();
      await this.database.ready();
      const rows = await this.database.db
        .select({ hash: mailOutbox.recipientHash, kind: mailOutbox.kind, n: count() })
        .from(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.recipientHash, [...new Set(hashes)]),
            eq(mailOutbox.status, "sent"),
            gt(mailOutbox.sentAt, since),
          ),
        )
        .groupBy(mailOutbox.recipientHash, mailOutbox.kind);
      const sent = new Map<string, Map<EmailKind, number>>();
      for (const row of rows) {
        const byKind = sent.get(row.hash ?? "") ?? new Map<EmailKind, number>();
        byKind.set(row.kind, Number(row.n));
        sent.set(row.hash ?? "", byKind);
      }
      return sent;
    });
  }

  /** Entries by reason (for metrics), every reason present, zero included. */
  countByReason(): Promise<Record<SuppressionReason, number>> {
    return guarded(async () => {
      await this.database.ready();
      const rows = await this.database.db
        .select({ reason: suppressions.reason, n: sql<number>`count(*)::int` })
        .from(suppressions)
        .groupBy(suppressions.reason);
      const counts = Object.fromEntries(suppressionReasons.map((reason) => [reason, 0])) as Record<
        SuppressionReason,
        number
      >;
      for (const row of rows) counts[row.reason] = Number(row.n);
      return counts;
    });
  }
}

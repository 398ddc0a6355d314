import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Database, Transaction } from "./database";
import { guarded } from "./errors";
import { idempotencyKeys } from "./schema";

/** How long an answer is kept for a retry to get it again (the draft suggests at least 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyScope {
  /** `partner:<id>` or `anonymous`. */
  scope: string;
  /** Method and path, e.g. `POST /api/quotes`. */
  route: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  body: string;
  location: string | null;
}

/** What a claim finds: this request runs, or an earlier one with the same key is running or answered. */
export type Claim =
  | { outcome: "claimed" }
  | { outcome: "in-flight" }
  | { outcome: "mismatch" }
  | { outcome: "replay"; answer: StoredAnswer };

/** Idempotency keys and the answers they stand for, shared by every instance through the database. */
export class IdempotencyStore {
  constructor(private readonly database: Database) {}

  private where({ scope, route, key }: IdempotencyScope) {
    return and(
      eq(idempotencyKeys.scope, scope),
      eq(idempotencyKeys.route, route),
      eq(idempotencyKeys.key, key),
    );
  }

  /**
   * Claims a key for a request whose body hashes to `requestHash`. The first claim wins (INSERT
   * ... ON CONFLICT DO NOTHING); a later one finds the first's answer, its claim still in flight,
   * or a different body. A row past its 24 hours, or a claim in flight past `lockedUntil` (its
   * instance stopped before answering), is taken over by one conditional UPDATE, so again only
   * one request wins it.
   */
  claim(
    id: IdempotencyScope,
    requestHash: string,
    now: Date,
    leaseMs: number,
    addressHash?: string,
  ): Promise<Claim> {
    return guarded(async () => {
      await this.database.ready();
      const { db } = this.database;
      const lockedUntil = new Date(now.getTime() + leaseMs);
      const inserted = await db
        .insert(idempotencyKeys)
        .values({
          ...id,
          requestHash,
          state: "in_flight",
          lockedUntil,
          createdAt: now,
          addressHash: addressHash ?? null,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { outcome: "claimed" };

      const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
      const retaken = await db
        .update(idempotencyKeys)
        .set({
          requestHash,
          state: "in_flight",
          lockedUntil,
          createdAt: now,
          addressHash: addressHash ?? null,
          responseStatus: null,
          responseBody: null,
          responseLocation: null,
        })
        .where(
          and(
            this.where(id),
            or(
              lt(idempotencyKeys.createdAt, expiredBefore),
              and(
                eq(idempotencyKeys.state, "in_flight"),
                lt(idempotencyKeys.lockedUntil, now),
                eq(idempotencyKeys.requestHash, requestHash),
              ),
            ),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (retaken.length > 0) return { outcome: "claimed" };

      const [row] = await db.select().from(idempotencyKeys).where(this.where(id)).limit(1);
      // Released between the insert and this read: the caller may simply try again.
      if (!row) return { outcome: "in-flight" };
      if (row.requestHash !== requestHash) return { outcome: "mismatch" };
      if (row.state === "in_flight" || row.responseStatus === null || row.responseBody === null) {
        return { outcome: "in-flight" };
      }
      return {
        outcome: "replay",
        answer: { status: row.responseStatus, body: row.responseBody, location: row.responseLocation },
      };
    });
  }

  /** Keeps the answer for retries to get. */
  complete(id: IdempotencyScope, answer: StoredAnswer): Promise<void> {
    return guarded(async () => {
      await this.database.db
        .update(idempotencyKeys)
        .set({
          state: "complete",
          responseStatus: answer.status,
          responseBody: answer.body,
          responseLocation: answer.location,
        })
        .where(and(this.where(id), eq(idempotencyKeys.state, "in_flight")));
    });
  }

  /** Lets the key go (the request failed on our side, or never answered), so a retry runs afresh. */
  release(id: IdempotencyScope): Promise<void> {
    return guarded(async () => {
      await this.database.db
        .delete(idempotencyKeys)
        .where(and(this.where(id), eq(idempotencyKeys.state, "in_flight")));
    });
  }

  /** Deletes keys past their 24 hours; answers how many. */
  purgeExpired(now: Date): Promise<number> {
    return guarded(async () => {
      await this.database.ready();
      const deleted = await this.database.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    });
  }

  /** Deletes the records whose request named an address (by its keyed hashes): erasure. */
  async deleteForAddress(addressHashes: readonly string[], tx?: Transaction): Promise<void> {
    if (addressHashes.length === 0) return;
    await (tx ?? this.database.db)
      .delete(idempotencyKeys)
      .where(inArray(idempotencyKeys.addressHash, [...addressHashes]));
  }
}

import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "./database";
import { guarded } from "./errors";
import { clickOuts, partnerKeys, quoteRequests } from "./schema";

/** A partner as the service knows it once its key is checked. Never the key itself. */
export interface Partner {
  id: string;
  name: string;
}

export interface PartnerKeyRecord extends Partner {
  createdAt: Date;
  revokedAt: Date | null;
}

/** One day's figures for one product. */
export interface UsageRow {
  date: string;
  insuranceType: string;
  quotes: number;
  clickOuts: number;
}

/**
 * `plm_<id>_<secret>`: the id (10 characters, lower-case letters and digits) names the key in
 * `partners list` and logs; the secret is 32 random bytes, base64url. The whole key is a bearer
 * credential; only its SHA-256 is stored.
 */
const KEY_PATTERN = /^plm_([a-z0-9]{10})_([A-Za-z0-9_-]{43})$/;
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** The key's public id, or undefined when it is not shaped like one of our keys. */
export function keyId(key: string): string | undefined {
  return KEY_PATTERN.exec(key)?.[1];
}

function newKeyId(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

/** Partners' API keys: created and revoked by the `partners` command, checked on each request. */
export class PartnerStore {
  constructor(private readonly database: Database) {}

  /** Makes a key; answers it in full, the only time it is ever seen. */
  create(name: string, now: Date): Promise<{ id: string; key: string }> {
    return guarded(async () => {
      await this.database.ready();
      const id = newKeyId();
      const key = `plm_${id}_${randomBytes(32).toString("base64url")}`;
      await this.database.db.insert(partnerKeys).values({ id, name, keyHash: hashKey(key), createdAt: now });
      return { id, key };
    });
  }

  list(): Promise<PartnerKeyRecord[]> {
    return guarded(async () => {
      await this.database.ready();
      return this.database.db
        .select({
          id: partnerKeys.id,
          name: partnerKeys.name,
          createdAt: partnerKeys.createdAt,
          revokedAt: partnerKeys.revokedAt,
        })
        .from(partnerKeys)
        .orderBy(asc(partnerKeys.createdAt), asc(partnerKeys.id));
    });
  }

  /** Revokes a key; false when no key has that id or it was already revoked. */
  revoke(id: string, now: Date): Promise<boolean> {
    return guarded(async () => {
      await this.database.ready();
      const revoked = await this.database.db
        .update(partnerKeys)
        .set({ revokedAt: now })
        .where(and(eq(partnerKeys.id, id), isNull(partnerKeys.revokedAt)))
        .returning({ id: partnerKeys.id });
      return revoked.length > 0;
    });
  }

  /** The partner a key belongs to, while it is not revoked; undefined for anything else. */
  authenticate(key: string): Promise<Partner | undefined> {
    const id = keyId(key);
    if (!id) return Promise.resolve(undefined);
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db
        .select({ id: partnerKeys.id, name: partnerKeys.name })
        .from(partnerKeys)
        .where(
          and(eq(partnerKeys.keyHash, hashKey(key)), eq(partnerKeys.id, id), isNull(partnerKeys.revokedAt)),
        )
        .limit(1);
      return row;
    });
  }

  /** A partner's own quote sets and click-outs since `from`, by UTC day and product. */
  usage(partnerId: string, from: Date): Promise<UsageRow[]> {
    return guarded(async () => {
      await this.database.ready();
      const { db } = this.database;
      const quoteDay = sql<string>`to_char(${quoteRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const quotes = await db
        .select({ date: quoteDay, insuranceType: quoteRequests.insuranceType, n: count() })
        .from(quoteRequests)
        .where(and(eq(quoteRequests.partnerId, partnerId), gte(quoteRequests.createdAt, from)))
        .groupBy(quoteDay, quoteRequests.insuranceType);
      const clickDay = sql<string>`to_char(${clickOuts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const clicks = await db
        .select({ date: clickDay, insuranceType: quoteRequests.insuranceType, n: count() })
        .from(clickOuts)
        .innerJoin(quoteRequests, eq(quoteRequests.id, clickOuts.quoteRequestId))
        .where(and(eq(clickOuts.partnerId, partnerId), gte(clickOuts.createdAt, from)))
        .groupBy(clickDay, quoteRequests.insuranceType);
      const rows = new Map<string, UsageRow>();
      const row = (date: string, insuranceType: string) => {
        const id = `${date} ${insuranceType}`;
        let found = rows.get(id);
        if (!found) {
          found = { date, insuranceType, quotes: 0, clickOuts: 0 };
          rows.set(id, found);
        }
        return found;
      };
      for (const { date, insuranceType, n } of quotes) row(date, insuranceType).quotes = Number(n);
      for (const { date, insuranceType, n } of clicks) row(date, insuranceType).clickOuts = Number(n);
      return [...rows.values()].sort(
        (a, b) => a.date.localeCompare(b.date) || a.insuranceType.localeCompare(b.insuranceType),
      );
    });
  }
}

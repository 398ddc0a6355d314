import { randomBytes } from "node:crypto";
import type { Config } from "../config";
import { keptInDataFolder } from "../kept-secret";

/**
 * The keys links in emails are signed with: LINK_SECRET, then LINK_SECRET_PREVIOUS (still accepted
 * after a rotation). With neither set on embedded PGlite (one machine, `npm start`), a random key
 * is made once and kept in the data folder beside the database, so links survive a restart; a
 * throwaway memory:// database gets a key for the process. On PostgreSQL, LINK_SECRET is
 * required (start-up stops without it): every instance must sign with the same key.
 */
export function linkKeys(config: Config): Buffer[] {
  const keys = [config.LINK_SECRET, config.LINK_SECRET_PREVIOUS]
    .filter((secret): secret is string => secret !== undefined)
    .map((secret) => Buffer.from(secret, "utf8"));
  if (keys.length > 0) return keys;
  if (config.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  LINK_SECRET: is required with DATABASE_URL, so every instance signs email links with the same key (docs/deploy.md)",
    );
  }
  if (config.DATA_DIR.startsWith("memory://")) return [randomBytes(32)];
  const kept = keptInDataFolder(config.DATA_DIR, "link-secret", () => randomBytes(32).toString("base64url"));
  return [Buffer.from(kept.trim(), "utf8")];
}

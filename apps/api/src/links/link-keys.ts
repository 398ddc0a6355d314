import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";

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
  const file = join(config.DATA_DIR, "link-secret");
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another start made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return [Buffer.from(readFileSync(file, "utf8").trim(), "utf8")];
}

import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { HANDOVER_ALG, type HandoverSigningKey } from "@plummet/insurer-kit";
import { calculateJwkThumbprint, importPKCS8, type JWK } from "jose";
import type { Config } from "../config";
import { keptInDataFolder } from "../kept-secret";

export interface HandoverKeys {
  /** What handovers are signed with now. */
  signing: HandoverSigningKey;
  /** Published at /.well-known/jwks.json: the current public key, then the previous one's. */
  jwks: { keys: JWK[] };
}

/**
 * Plummet's handover keys: HANDOVER_KEY_FILE (then HANDOVER_KEY_FILE_PREVIOUS, still published
 * after a rotation), PEM P-256 private keys checked by config.ts. With none set, a key is made:
 * once, kept in the data folder beside PGlite's files so tokens and the published key survive a
 * restart; per process for a memory:// database or PostgreSQL without remote insurers, where no
 * insurer relies on it (config.ts requires the setting with both DATABASE_URL and remote
 * insurers). Key ids are the public keys' RFC 7638 thumbprints.
 */
export async function loadHandoverKeys(config: Config): Promise<HandoverKeys> {
  const pems = config.HANDOVER_KEYS.length > 0 ? config.HANDOVER_KEYS : [madeKey(config)];
  const keys = await Promise.all(
    pems.map(async (pem) => {
      const jwk = createPublicKey(pem).export({ format: "jwk" }) as JWK;
      const kid = await calculateJwkThumbprint(jwk);
      return { pem, kid, published: { ...jwk, kid, alg: HANDOVER_ALG, use: "sig" } };
    }),
  );
  const current = keys[0]!;
  return {
    signing: { privateKey: await importPKCS8(current.pem, HANDOVER_ALG), kid: current.kid },
    jwks: { keys: keys.map((key) => key.published) },
  };
}

const newKey = () =>
  generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({
    format: "pem",
    type: "pkcs8",
  }) as string;

function madeKey(config: Config): string {
  if (config.DATABASE_URL || config.DATA_DIR.startsWith("memory://")) return newKey();
  return keptInDataFolder(config.DATA_DIR, "handover-key.pem", newKey);
}

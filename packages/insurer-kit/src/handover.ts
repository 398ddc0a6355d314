import { type CryptoKey, errors, type JWTVerifyGetKey, jwtVerify, type KeyObject, SignJWT } from "jose";
import { z } from "zod";
import { CoverLevel, InsuranceType } from "./schemas";

export { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from "jose";

/** What a handover token says: the price the visitor chose, held until `expiresAt`. */
export const HandoverClaims = z
  .object({
    quoteId: z.string().min(1),
    insurer: z.string().min(1).meta({ description: "The insurer's slug at Plummet" }),
    insuranceType: InsuranceType,
    coverageAmount: CoverLevel,
    annualPrice: z.number().positive(),
    monthlyPrice: z.number().positive(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "HandoverClaims" });
export type HandoverClaims = z.infer<typeof HandoverClaims>;

/** How handovers are signed: ECDSA on P-256 with SHA-256, which every JOSE library verifies. */
export const HANDOVER_ALG = "ES256";
/** The token's `typ` header, so a handover cannot be mistaken for another JWT Plummet signs. */
export const HANDOVER_TYPE = "plummet-handover+jwt";
/** The token's `iss` claim. */
export const HANDOVER_ISSUER = "plummet";

/** Plummet's current signing key: a P-256 private key and the id its public key is published under. */
export interface HandoverSigningKey {
  privateKey: CryptoKey | KeyObject;
  kid: string;
}

/**
 * A handover token: a JWT signed with ES256 by Plummet's private key (header `kid`, `typ`
 * `plummet-handover+jwt`), whose claims are the handover's plus `iss` "plummet", `aud` the
 * insurer's slug, `iat` and `exp`. Plummet adds it to the insurer's landing URL as `?handover=`.
 */
export function signHandover(claims: HandoverClaims, key: HandoverSigningKey): Promise<string> {
  const parsed = HandoverClaims.parse(claims);
  return new SignJWT(parsed)
    .setProtectedHeader({ alg: HANDOVER_ALG, kid: key.kid, typ: HANDOVER_TYPE })
    .setIssuer(HANDOVER_ISSUER)
    .setAudience(parsed.insurer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.parse(parsed.expiresAt) / 1000))
    .sign(key.privateKey);
}

export type HandoverCheck =
  | { ok: true; claims: HandoverClaims }
  | { ok: false; reason: "malformed" | "invalid" | "expired" | "keys-unavailable" };

export interface VerifyHandoverOptions {
  /** Your slug at Plummet: a handover for another insurer is refused. */
  insurer?: string;
  now?: Date;
}

/**
 * Verifies a handover token against Plummet's published keys: pass
 * `createRemoteJWKSet(new URL("https://api.plummet.co.uk/.well-known/jwks.json"))`, made once
 * (it caches the keys and fetches again for a key id it has not seen), or `createLocalJWKSet(jwks)`.
 * Checks the signature, algorithm, type, issuer, audience (with `insurer`) and expiry; never
 * throws. `keys-unavailable`: the key set could not be fetched, so nothing is known of the token.
 */
export async function verifyHandover(
  token: string | undefined | null,
  keys: JWTVerifyGetKey,
  options: VerifyHandoverOptions = {},
): Promise<HandoverCheck> {
  if (typeof token !== "string" || token.split(".").length !== 3) return { ok: false, reason: "malformed" };
  // base64url's last character has spare bits: only the exact signature made is accepted.
  const signature = token.slice(token.lastIndexOf(".") + 1);
  if (Buffer.from(signature, "base64url").toString("base64url") !== signature)
    return { ok: false, reason: "invalid" };
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: [HANDOVER_ALG],
      typ: HANDOVER_TYPE,
      issuer: HANDOVER_ISSUER,
      ...(options.insurer && { audience: options.insurer }),
      ...(options.now && { currentDate: options.now }),
      requiredClaims: ["exp"],
    });
    const claims = HandoverClaims.safeParse(payload);
    if (!claims.success || claims.data.insurer !== payload.aud) return { ok: false, reason: "invalid" };
    return { ok: true, claims: claims.data };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: isKeySetFailure(error) ? "keys-unavailable" : "invalid" };
  }
}

/**
 * The key set could not be had: fetching it failed (jose rethrows fetch's own error), timed out,
 * answered other than 200 or not JSON (jose's generic error), or was not a key set. Anything else
 * jose throws is about the token.
 */
const isKeySetFailure = (error: unknown) =>
  !(error instanceof errors.JOSEError) ||
  error.code === "ERR_JOSE_GENERIC" ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid;

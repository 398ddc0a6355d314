import { createHmac } from "node:crypto";
import { type CryptoKey, errors, jwtVerify, SignJWT } from "jose";
import { isLegacyLink, verifyLegacyLink } from "./legacy-link";

/**
 * What a signed link may do. Each is its own token kind (the JWT's audience): a token made for one
 * purpose is refused for any other, as a token for one address acts on that address only.
 */
export const linkPurposes = {
  /** Unsubscribe an address (every email's List-Unsubscribe link). Does not expire. */
  unsubscribe: "unsub",
  /** See, move or cancel one renewal reminder (the confirmation email). Does not expire. */
  reminder: "remind",
  /** Open what is held for an address, once (the your-data email), within the hour. */
  dataLink: "data",
  /** Download or delete it, after opening, until the same hour ends. */
  dataSession: "sess",
  /** Confirm a new marketing opt-in for an address on the suppression list (subject: the quote set). Does not expire. */
  optIn: "optin",
  /** Sign in to an account, once, within 15 minutes (on first use it confirms the address and makes the account). */
  accountLink: "account",
} as const;
export type LinkPurpose = keyof typeof linkPurposes;

/** What a token says: the address it acts for, what it is about, and until when. */
export interface LinkClaims {
  address: string;
  /** The row it is about (a reminder, a data request), when the purpose has one. */
  subject?: string;
  expiresAt?: Date;
}

export type Verified = { ok: true; claims: LinkClaims } | { ok: false; reason: "invalid" | "expired" };

/** Addresses are compared without case or surrounding space. */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

interface LinkKey {
  kid: string;
  secret: Uint8Array;
  /** Imported once: jose would import a raw secret again for every token. */
  cryptoKey: Promise<CryptoKey>;
}

/** A key's id: derived from the key, so rotating LINK_SECRET needs no other setting. */
const keyId = (secret: Uint8Array) =>
  createHmac("sha256", secret).update("plummet link key id").digest("base64url").slice(0, 8);

const INVALID: Verified = { ok: false, reason: "invalid" };

/**
 * Signed link tokens: compact JWS (HS256 JWTs) whose header names the key (`kid`), with claims
 * `aud` (the purpose), `sub` (the address), `ref` (the row it is about) and `exp`. Verification
 * picks the key by `kid` among the current key and the previous one, so links already sent keep
 * working for as long as the previous key is kept after a rotation (docs/deploy.md). Links in the
 * format used before (legacy-link.ts) are still accepted.
 */
export class LinkTokens {
  private readonly keys: LinkKey[];

  constructor(
    /** The current key first, then the previous one if any. */
    keys: readonly Uint8Array[],
    private readonly clock: () => Date,
  ) {
    if (keys.length === 0) throw new Error("LinkTokens needs at least one key");
    this.keys = keys.map((secret) => ({
      kid: keyId(secret),
      secret,
      cryptoKey: crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
        "verify",
      ]),
    }));
  }

  async sign(purpose: LinkPurpose, claims: LinkClaims): Promise<string> {
    const key = this.keys[0]!;
    const jwt = new SignJWT({ ...(claims.subject && { ref: claims.subject }) })
      .setProtectedHeader({ alg: "HS256", kid: key.kid })
      .setAudience(linkPurposes[purpose])
      .setSubject(normaliseAddress(claims.address));
    if (claims.expiresAt) jwt.setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000));
    return jwt.sign(await key.cryptoKey);
  }

  /** Checks the token's purpose, signature and expiry; never throws on what a client sends. */
  async verify(purpose: LinkPurpose, token: string): Promise<Verified> {
    const now = this.clock();
    if (isLegacyLink(token, linkPurposes[purpose])) {
      return verifyLegacyLink(
        this.keys.map((key) => key.secret),
        token,
        now,
      );
    }
    // base64url's last character has spare bits: only the spelling we made is accepted.
    const signature = token.slice(token.lastIndexOf(".") + 1);
    if (Buffer.from(signature, "base64url").toString("base64url") !== signature) return INVALID;
    try {
      const { payload } = await jwtVerify(
        token,
        (header) => {
          const key = this.keys.find((candidate) => candidate.kid === header.kid);
          if (!key) throw new errors.JWSSignatureVerificationFailed();
          return key.cryptoKey;
        },
        { algorithms: ["HS256"], audience: linkPurposes[purpose], currentDate: now, requiredClaims: ["sub"] },
      );
      const { sub, ref, exp } = payload;
      if (typeof sub !== "string" || (ref !== undefined && typeof ref !== "string")) return INVALID;
      return {
        ok: true,
        claims: {
          address: sub,
          ...(typeof ref === "string" && { subject: ref }),
          ...(exp !== undefined && { expiresAt: new Date(exp * 1000) }),
        },
      };
    } catch (error) {
      return error instanceof errors.JWTExpired ? { ok: false, reason: "expired" } : INVALID;
    }
  }
}

import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a signed link may do. Each is its own token kind: a token made for one purpose is refused
 * for any other, as a token for one address acts on that address only.
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

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

/** Addresses are compared without case or surrounding space. */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

/**
 * Signed link tokens: `<purpose>.<claims>.<signature>`, where the claims are base64url JSON
 * (`a` address, `s` subject, `x` expiry in Unix seconds) and the signature is HMAC-SHA256 of
 * `<purpose>.<claims>` under the current key. Verification accepts the current key or the
 * previous one, so links already sent keep working for as long as the previous key is kept after
 * a rotation (docs/deploy.md).
 */
export class LinkTokens {
  constructor(
    /** The current key first, then the previous one if any. */
    private readonly keys: readonly Buffer[],
    private readonly clock: () => Date,
  ) {
    if (keys.length === 0) throw new Error("LinkTokens needs at least one key");
  }

  sign(purpose: LinkPurpose, claims: LinkClaims): string {
    const body = base64url(
      JSON.stringify({
        a: normaliseAddress(claims.address),
        ...(claims.subject && { s: claims.subject }),
        ...(claims.expiresAt && { x: Math.floor(claims.expiresAt.getTime() / 1000) }),
      }),
    );
    const signed = `${linkPurposes[purpose]}.${body}`;
    return `${signed}.${this.signature(this.keys[0]!, signed)}`;
  }

  /** Checks the token's purpose, signature and expiry; never throws on what a client sends. */
  verify(purpose: LinkPurpose, token: string): Verified {
    const parts = token.split(".");
    if (parts.length !== 3 || parts[0] !== linkPurposes[purpose]) return { ok: false, reason: "invalid" };
    const signed = `${parts[0]}.${parts[1]}`;
    // Compared as text, not decoded: base64url's last character has spare bits, so two spellings
    // decode to the same bytes, and only the one we made is accepted.
    const given = Buffer.from(parts[2]!);
    const matches = this.keys.some((key) => {
      const expected = Buffer.from(this.signature(key, signed));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!matches) return { ok: false, reason: "invalid" };
    const claims = parseClaims(parts[1]!);
    if (!claims) return { ok: false, reason: "invalid" };
    if (claims.expiresAt && claims.expiresAt.getTime() <= this.clock().getTime()) {
      return { ok: false, reason: "expired" };
    }
    return { ok: true, claims };
  }

  private signature(key: Buffer, signed: string): string {
    return createHmac("sha256", key).update(signed).digest("base64url");
  }
}

function parseClaims(body: string): LinkClaims | undefined {
  try {
    const { a, s, x } = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    if (typeof a !== "string" || (s !== undefined && typeof s !== "string")) return undefined;
    if (x !== undefined && typeof x !== "number") return undefined;
    return {
      address: a,
      ...(typeof s === "string" && { subject: s }),
      ...(typeof x === "number" && { expiresAt: new Date(x * 1000) }),
    };
  } catch {
    return undefined;
  }
}

import { createHmac, timingSafeEqual } from "node:crypto";
import type { LinkClaims, Verified } from "./link-tokens";

/**
 * The links emailed before they were JWS: `<purpose>.<claims>.<signature>`, where the claims are
 * base64url JSON (`a` address, `s` subject, `x` expiry in Unix seconds) and the signature is
 * HMAC-SHA256 of `<purpose>.<claims>`. Unsubscribe and reminder links never expire, so these are
 * still accepted; nothing makes new ones (docs/decisions/026-signed-tokens-by-jose.md).
 */
export const isLegacyLink = (token: string, prefix: string) => token.startsWith(`${prefix}.`);

export function verifyLegacyLink(keys: readonly Uint8Array[], token: string, now: Date): Verified {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const signed = `${parts[0]}.${parts[1]}`;
  // Compared as text, not decoded: base64url's last character has spare bits, so two spellings
  // decode to the same bytes, and only the one we made is accepted.
  const given = Buffer.from(parts[2]!);
  const matches = keys.some((key) => {
    const expected = Buffer.from(createHmac("sha256", key).update(signed).digest("base64url"));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: "invalid" };
  const claims = parseClaims(parts[1]!);
  if (!claims) return { ok: false, reason: "invalid" };
  if (claims.expiresAt && claims.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: "expired" };
  return { ok: true, claims };
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

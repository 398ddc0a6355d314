import { createHmac, timingSafeEqual } from "node:crypto";

/** The header every rating request carries. */
export const SIGNATURE_HEADER = "Plummet-Signature";

/** How old a signature may be (and how far in the future), in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("hex");

/**
 * The `Plummet-Signature` header for a request body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" with the insurer's secret>`. Sign the exact bytes sent, as text.
 */
export function signRequest(body: string, secret: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: "missing" | "malformed" | "mismatch" | "stale" };

/**
 * Checks a request's signature header against its raw body: well formed, made with `secret`
 * (compared in constant time) and at most `toleranceSeconds` old or ahead. Never throws.
 */
export function verifyRequest(
  header: string | undefined | null,
  body: string,
  secret: string,
  options: { now?: Date; toleranceSeconds?: number } = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value, ...rest] = part.trim().split("=");
    if (rest.length > 0 || value === undefined) return { ok: false, reason: "malformed" };
    if (key === "t") timestamp = value;
    else if (key === "v1") signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    return { ok: false, reason: "malformed" };
  }
  const expected = Buffer.from(hmacHex(secret, `${timestamp}.${body}`));
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: "mismatch" };
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const t = Number(timestamp);
  if (Math.abs(now - t) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) {
    return { ok: false, reason: "stale" };
  }
  return { ok: true, timestamp: t };
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CoverLevel, InsuranceType } from "./schemas";

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

const PREFIX = "h1";
const signature = (secret: string, signed: string) =>
  createHmac("sha256", secret).update(signed).digest("base64url");

/**
 * A handover token: `h1.<base64url JSON claims>.<base64url HMAC-SHA256 of "h1.<claims>">`,
 * signed with the insurer's secret. Plummet adds it to the insurer's landing URL as `?handover=`.
 */
export function signHandover(claims: HandoverClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(HandoverClaims.parse(claims))).toString("base64url");
  const signed = `${PREFIX}.${body}`;
  return `${signed}.${signature(secret, signed)}`;
}

export type HandoverCheck =
  | { ok: true; claims: HandoverClaims }
  | { ok: false; reason: "malformed" | "invalid" | "expired" };

/**
 * Verifies a handover token: made with `secret` (constant-time; any changed character is
 * refused) and not expired. Never throws.
 */
export function verifyHandover(
  token: string | undefined | null,
  secret: string,
  options: { now?: Date } = {},
): HandoverCheck {
  if (!token) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2])
    return { ok: false, reason: "malformed" };
  const signed = `${parts[0]}.${parts[1]}`;
  // Compared as text, never decoded first: base64url's last character has spare bits, so only the
  // exact signature made is accepted.
  const given = Buffer.from(parts[2]);
  const expected = Buffer.from(signature(secret, signed));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  let claims: HandoverClaims;
  try {
    const parsed = HandoverClaims.safeParse(JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")));
    if (!parsed.success) return { ok: false, reason: "invalid" };
    claims = parsed.data;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (Date.parse(claims.expiresAt) <= (options.now ?? new Date()).getTime())
    return { ok: false, reason: "expired" };
  return { ok: true, claims };
}

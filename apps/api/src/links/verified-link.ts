import { LinkError } from "../http-error";
import { type LinkClaims, type LinkPurpose, type LinkTokens, normaliseAddress } from "./link-tokens";

const INVALID =
  "This link is not valid: it may be incomplete or changed. Open it again from your email; if that does not work, ask for a new one.";
const EXPIRED = "This link has expired. Ask for a new one.";

/** A link's claims with its address normalised, or a LinkError (400 invalid, 410 expired). */
export async function verifiedLink(
  tokens: LinkTokens,
  purpose: LinkPurpose,
  token: string,
): Promise<LinkClaims> {
  const verified = await tokens.verify(purpose, token);
  if (!verified.ok) throw new LinkError(verified.reason, verified.reason === "expired" ? EXPIRED : INVALID);
  return { ...verified.claims, address: normaliseAddress(verified.claims.address) };
}

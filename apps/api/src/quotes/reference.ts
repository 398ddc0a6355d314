import { randomBytes } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped stays unambiguous. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "PLM-" and 8 random characters (40 bits): unguessable enough for a link to a quote set. */
export function newReference(prefix: string): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 0; i < 8; i += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `${prefix}-${code}`;
}

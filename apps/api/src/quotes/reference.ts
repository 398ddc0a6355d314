import { randomInt } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped stays unambiguous. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 8;

/** "PLM-" and 8 random characters from the CSPRNG (40 bits): unguessable enough for a link. */
export function newReference(prefix: string): string {
  let code = "";
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

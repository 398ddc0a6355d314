import { randomFillSync } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped stays unambiguous. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 8;

/**
 * Random bytes for many references at once: one call to the CSPRNG per 512 references instead
 * of one each (the per-call overhead showed in profiles). Each byte is used once and never
 * leaves this module.
 */
const pool = Buffer.alloc(LENGTH * 512);
let offset = pool.length;

/** "PLM-" and 8 random characters (40 bits): unguessable enough for a link to a quote set. */
export function newReference(prefix: string): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  let code = "";
  // 256 is a multiple of 32, so the low 5 bits of a random byte are a uniform character.
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[pool[offset + i]! & 31];
  offset += LENGTH;
  return `${prefix}-${code}`;
}

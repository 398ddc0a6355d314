import { createHmac } from "node:crypto";
import { normaliseAddress } from "../links/link-tokens";

/** Hex characters kept of each HMAC: 160 bits, short enough for a VERP return path's local part. */
const HASH_CHARS = 40;

/**
 * Keyed hashes of email addresses: what the suppression list, the daily cap and idempotency
 * records keep instead of an address. HMAC-SHA256 of the normalised address (trimmed, lower
 * case) under a key derived from each link key (HMAC of the fixed label below under
 * LINK_SECRET, then LINK_SECRET_PREVIOUS), 40 hex characters. Without the key, a hash cannot be
 * checked against a guessed address; with it, the list still holds no address to read.
 */
export class AddressHasher {
  private readonly keys: readonly Buffer[];

  constructor(linkKeys: readonly Buffer[]) {
    if (linkKeys.length === 0) throw new Error("AddressHasher needs at least one key");
    this.keys = linkKeys.map((key) => createHmac("sha256", key).update("plummet address hash v1").digest());
  }

  /** The hash under the current key: what is written. */
  hash(address: string): string {
    return this.with(this.keys[0]!, address);
  }

  /** The hashes under every key (current first): what is looked up, so entries outlive a key rotation's overlap. */
  all(address: string): string[] {
    return this.keys.map((key) => this.with(key, address));
  }

  private with(key: Buffer, address: string): string {
    return createHmac("sha256", key).update(normaliseAddress(address)).digest("hex").slice(0, HASH_CHARS);
  }
}

/** Whether a string has the shape of an address hash (as a VERP tag carries it). */
export const isAddressHash = (value: string) => new RegExp(`^[0-9a-f]{${HASH_CHARS}}$`).test(value);

import type { SuppressionReason } from "../db/schema";
import type { SuppressionStore } from "../db/suppression-store";
import type { AddressHasher } from "./address-hash";

/**
 * The suppression list by address: hashes each address (`AddressHasher`) and keeps only that.
 * An address on the list gets no email of any kind except a your-data link its owner asks for
 * and the confirmation of a new marketing opt-in (the sender checks: `MailPolicy`).
 */
export class Suppressions {
  constructor(
    readonly store: SuppressionStore,
    readonly hasher: AddressHasher,
    private readonly clock: () => Date,
  ) {}

  /** Puts an address on the list; answers whether it was new. */
  suppress(address: string, reason: SuppressionReason): Promise<boolean> {
    return this.store.suppress(this.hasher.hash(address), reason, this.clock());
  }

  /** Puts an address on the list by its hash (a bounce that names only its VERP tag). */
  suppressHash(hash: string, reason: SuppressionReason): Promise<boolean> {
    return this.store.suppress(hash, reason, this.clock());
  }

  async isSuppressed(address: string): Promise<boolean> {
    return (await this.store.suppressed([this.hasher.all(address)], this.clock())).size > 0;
  }

  /** Of the addresses given, those on the list (a quote set's opt-in from one waits for confirmation). */
  async suppressedAmong(addresses: readonly string[]): Promise<ReadonlySet<string>> {
    const listed = await this.store.suppressed(
      addresses.map((address) => this.hasher.all(address)),
      this.clock(),
    );
    return new Set(addresses.filter((address) => listed.has(this.hasher.hash(address))));
  }

  /** Takes the address off the list (its owner confirmed from an emailed link). */
  lift(address: string): Promise<number> {
    return this.store.lift(this.hasher.all(address));
  }
}

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database";
import { suppressions } from "../../src/db/schema";
import { SuppressionStore } from "../../src/db/suppression-store";
import { AddressHasher, isAddressHash } from "../../src/suppression/address-hash";
import { drivers, openTestDatabase } from "../db/drivers";
import { uniqueEmail } from "../helper";

const oldKey = Buffer.from("the link key before a rotation, 32+ characters");
const newKey = Buffer.from("the link key after the rotation, 32+ characters");

describe("address hashes", () => {
  it("are 40 hex characters, keyed, and the same whatever the case or spaces", () => {
    const hasher = new AddressHasher([newKey]);
    const hash = hasher.hash(" Sam@Example.com ");
    expect(isAddressHash(hash)).toBe(true);
    expect(hash).toBe(hasher.hash("sam@example.com"));
    expect(new AddressHasher([oldKey]).hash("sam@example.com")).not.toBe(hash);
    expect(hash).not.toContain("sam");
  });
});

describe.each(drivers)("the suppression list on $name", ({ options }) => {
  let database: Database;
  let store: SuppressionStore;
  beforeAll(async () => {
    database = openTestDatabase(options);
    await database.ready();
    store = new SuppressionStore(database);
  });
  afterAll(() => database?.close());

  it("outlives a key rotation: an entry under the previous key matches, and is written again under the new one", async () => {
    const address = uniqueEmail("rotated");
    const before = new AddressHasher([oldKey]);
    const after = new AddressHasher([newKey, oldKey]);
    expect(await store.suppress(before.hash(address), "bounce", new Date())).toBe(true);
    const found = await store.suppressed([after.all(address)], new Date());
    expect([...found]).toEqual([after.hash(address)]);
    const [rewritten] = await database.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.addressHash, after.hash(address)));
    expect(rewritten?.reason).toBe("bounce");
    // Once the previous key is gone, the rewritten entry still matches.
    expect((await store.suppressed([new AddressHasher([newKey]).all(address)], new Date())).size).toBe(1);
    expect((await store.countByReason()).bounce).toBeGreaterThanOrEqual(1);
  });
});

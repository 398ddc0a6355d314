import { describe, expect, it } from "vitest";
import { WriteBatcher } from "../../src/db/write-batcher";

describe("WriteBatcher", () => {
  it("writes what one turn of the event loop adds as one batch, and resolves each once written", async () => {
    const batches: number[][] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      batches.push(items);
    });
    await Promise.all([batcher.add(1), batcher.add(2), batcher.add(3)]);
    await batcher.add(4);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("writes one batch at a time: what arrives while one is written goes in the next", async () => {
    const batches: number[][] = [];
    let finishFirst: () => void = () => {};
    const batcher = new WriteBatcher<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.add(2), batcher.add(3)];
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    finishFirst();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it("retries a failed batch item by item, so only the bad item's caller sees the failure", async () => {
    const written: number[] = [];
    const bad = new Error("item 2 cannot be stored");
    const batcher = new WriteBatcher<number>(async (items) => {
      if (items.includes(2)) throw bad;
      written.push(...items);
    });
    const outcomes = await Promise.allSettled([batcher.add(1), batcher.add(2), batcher.add(3)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(bad);
    expect(written.sort()).toEqual([1, 3]);
  });

  it("rejects a lone item's failure without writing it twice", async () => {
    let calls = 0;
    const batcher = new WriteBatcher<number>(async () => {
      calls += 1;
      throw new Error("refused");
    });
    await expect(batcher.add(1)).rejects.toThrow("refused");
    expect(calls).toBe(1);
  });
});

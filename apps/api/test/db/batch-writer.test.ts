import { describe, expect, it } from "vitest";
import { BatchWriter } from "../../src/db/batch-writer";

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A write function whose writes finish only when the test says so. */
function heldWrites() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const write = (items: number[]) => {
    batches.push(items);
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  return { batches, releases, write };
}

describe("BatchWriter", () => {
  it("writes what one turn of the event loop adds as one batch", async () => {
    const { batches, releases, write } = heldWrites();
    const writer = new BatchWriter<number>(write);
    const burst = [writer.add(1), writer.add(2)];
    expect(batches).toEqual([]);
    await endOfTurn();
    expect(batches).toEqual([[1, 2]]);
    releases[0]!();
    await Promise.all(burst);
  });

  it("writes a lone item once the turn ends, without waiting for more", async () => {
    const writes: number[][] = [];
    const writer = new BatchWriter<number>(async (items) => {
      writes.push(items);
    });
    await writer.add(1);
    expect(writes).toEqual([[1]]);
  });

  it("starts the next batch while one is being written, at most two writes at once", async () => {
    const { batches, releases, write } = heldWrites();
    const writer = new BatchWriter<number>(write);
    const saved = [writer.add(1)];
    await endOfTurn();
    saved.push(writer.add(2), writer.add(3));
    await endOfTurn();
    expect(batches).toEqual([[1], [2, 3]]);
    saved.push(writer.add(4), writer.add(5));
    await endOfTurn();
    // Two writes are under way: 4 and 5 wait for one of them to finish.
    expect(batches).toHaveLength(2);
    let firstSaved = false;
    void saved[0]!.then(() => (firstSaved = true));
    releases[0]!();
    await endOfTurn();
    expect(firstSaved).toBe(true);
    await endOfTurn();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    releases[1]!();
    releases[2]!();
    await Promise.all(saved);
  });

  it("caps the batch size", async () => {
    const batches: number[][] = [];
    const writer = new BatchWriter<number>(
      async (items) => {
        batches.push(items);
      },
      { maxBatchSize: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((item) => writer.add(item)));
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(2);
  });

  it("rejects every item of a failed batch and keeps going with the next", async () => {
    let calls = 0;
    const writer = new BatchWriter<number>(async () => {
      calls += 1;
      if (calls === 1) throw new Error("write failed");
    });
    await expect(Promise.all([writer.add(1), writer.add(2)])).rejects.toThrow("write failed");
    await expect(writer.add(3)).resolves.toBeUndefined();
  });

  it("rejects the batch when the write function throws before returning a promise", async () => {
    const writer = new BatchWriter<number>(() => {
      throw new Error("no connection");
    });
    await expect(writer.add(1)).rejects.toThrow("no connection");
  });

  it("drains: resolves once everything added so far is written", async () => {
    const written: number[] = [];
    const writer = new BatchWriter<number>(
      async (items) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        written.push(...items);
      },
      { maxBatchSize: 1 },
    );
    for (const item of [1, 2, 3, 4]) void writer.add(item);
    await writer.drain();
    expect(written).toEqual([1, 2, 3, 4]);
  });
});

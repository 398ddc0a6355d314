import { describe, expect, it } from "vitest";
import { BatchWriter } from "../../src/db/batch-writer";

describe("BatchWriter", () => {
  it("writes a lone item at once and groups items that arrive during a write", async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const writer = new BatchWriter<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = writer.add(1);
    const rest = [writer.add(2), writer.add(3), writer.add(4)];
    expect(batches).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("caps the batch size", async () => {
    const batches: number[][] = [];
    const writer = new BatchWriter<number>(async (items) => {
      batches.push(items);
    }, 2);
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
    await expect(writer.add(1)).rejects.toThrow("write failed");
    await expect(writer.add(2)).resolves.toBeUndefined();
  });

  it("drains: resolves once everything added so far is written", async () => {
    const written: number[] = [];
    const writer = new BatchWriter<number>(async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      written.push(...items);
    });
    void writer.add(1);
    void writer.add(2);
    await writer.drain();
    expect(written).toEqual([1, 2]);
  });
});

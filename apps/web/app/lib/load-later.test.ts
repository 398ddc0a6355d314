import { describe, expect, it, vi } from "vitest";
import { onFirstNeed } from "./load-later";

describe("onFirstNeed", () => {
  it("loads nothing until asked, then once however often it is asked", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = onFirstNeed(load);
    expect(load).not.toHaveBeenCalled();
    module.start();
    module.start();
    const [first, second] = await Promise.all([module.get(), module.get()]);
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next ask after a failed fetch, and start() never rejects", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("schemas");
    const module = onFirstNeed(load);
    module.start();
    await expect(module.get()).rejects.toThrow("offline");
    await expect(module.get()).resolves.toBe("schemas");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

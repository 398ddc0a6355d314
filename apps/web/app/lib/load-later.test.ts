import { describe, expect, it, vi } from "vitest";
import { NEAR, onFirstNeed, whenNear } from "./load-later";

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

describe("whenNear", () => {
  it("starts once when an element comes within the named margin, then stops watching", () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean }[] =
      [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, margin: options?.rootMargin, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const start = vi.fn();
    whenNear([{} as Element], "part", start);
    expect(observers[0]?.margin).toBe(NEAR.part);
    const fire = (isIntersecting: boolean) =>
      observers[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    fire(false);
    expect(start).not.toHaveBeenCalled();
    fire(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
    vi.unstubAllGlobals();
  });

  it("starts at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const start = vi.fn();
    whenNear([], "island", start);
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

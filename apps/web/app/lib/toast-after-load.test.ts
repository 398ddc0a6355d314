import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeToastLeftForThisPage, toastAfterLoad } from "./toast-after-load";

describe("toast after load", () => {
  beforeEach(() => {
    // The tab's sessionStorage, as a browser keeps it (the tests run in Node).
    const items = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, String(value)),
      removeItem: (key: string) => items.delete(key),
    });
  });

  it("hands a toast to the next page once", () => {
    toastAfterLoad({ title: "Quotes retrieved successfully", variant: "success" });
    expect(takeToastLeftForThisPage()).toEqual({
      title: "Quotes retrieved successfully",
      variant: "success",
    });
    expect(takeToastLeftForThisPage()).toBeUndefined();
  });

  it("ignores what is not a toast", () => {
    sessionStorage.setItem("plummet:toast-after-load", "{not json");
    expect(takeToastLeftForThisPage()).toBeUndefined();
    sessionStorage.setItem("plummet:toast-after-load", JSON.stringify({ description: "no title" }));
    expect(takeToastLeftForThisPage()).toBeUndefined();
  });
});

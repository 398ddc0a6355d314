import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";

describe("formatLongDate", () => {
  it("writes UK long dates without shifting the day", () => {
    expect(formatLongDate("2025-08-10")).toBe("10 August 2025");
    expect(formatLongDate("2025-07-25")).toBe("25 July 2025");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
  });
});

import { describe, expect, it } from "vitest";
import type { AccountView } from "./account-api";
import { answerText, canKeepAnswers, formatDay, orderedSets, quotesCount } from "./account-format";

const set = (reference: string, createdAt: string, expired: boolean, fullQuote = false) =>
  ({
    reference,
    insuranceType: "car",
    coverageAmount: "standard",
    quotes: 5,
    createdAt,
    expiresAt: createdAt,
    expired,
    fullQuote,
  }) as AccountView["quoteSets"][number];

describe("the account page's words", () => {
  it("lists sets still priced first, newest first, then the expired ones", () => {
    const sets = [
      set("PLM-OLD", "2026-01-01T10:00:00.000Z", true),
      set("PLM-A", "2026-11-01T10:00:00.000Z", false),
      set("PLM-B", "2026-11-20T10:00:00.000Z", false),
      set("PLM-OLDER", "2025-12-01T10:00:00.000Z", true),
    ];
    expect(orderedSets(sets).map((s) => s.reference)).toEqual(["PLM-B", "PLM-A", "PLM-OLD", "PLM-OLDER"]);
  });

  it("offers to keep the answers of a full quote's set, expired or not, once", () => {
    const full = set("PLM-F", "2026-11-20T10:00:00.000Z", false, true);
    expect(canKeepAnswers(full, [])).toBe(true);
    expect(canKeepAnswers({ ...full, expired: true }, [])).toBe(true);
    expect(canKeepAnswers({ ...full, fullQuote: false }, [])).toBe(false);
    expect(canKeepAnswers(full, [{ fromReference: "PLM-F" } as AccountView["keptAnswers"][number]])).toBe(
      false,
    );
  });

  it("says dates, counts and answers in words", () => {
    expect(formatDay("2026-11-27")).toBe("27 November 2026");
    expect(formatDay("2026-11-27T23:30:00.000Z")).toBe("27 November 2026");
    expect(quotesCount(1)).toBe("1 quote");
    expect(quotesCount(0)).toBe("No quotes");
    expect(answerText("9-plus", [{ value: "9-plus", label: "9 years or more" }])).toBe("9 years or more");
    expect(answerText("yes", undefined)).toBe("Yes");
    expect(answerText(12000, undefined, "miles")).toBe("12000 miles");
    expect(answerText([{ a: 1 }], undefined)).toBe("1 listed");
  });
});

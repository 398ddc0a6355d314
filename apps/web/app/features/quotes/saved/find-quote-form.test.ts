import { quoteReferencePattern } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { canonicalReference } from "./find-quote-form";

const normaliseReference = (typed: string) => canonicalReference(typed, quoteReferencePattern);

describe("canonicalReference", () => {
  it.each([
    ["PLM-7K2M9QXD", "PLM-7K2M9QXD"],
    ["plm-7k2m9qxd", "PLM-7K2M9QXD"],
    [" plm 7k2m 9qxd ", "PLM-7K2M9QXD"],
    ["7K2M9QXD", "PLM-7K2M9QXD"],
    ["PLM7K2M-9QXD", "PLM-7K2M9QXD"],
  ])("reads %j as %s", (typed, reference) => {
    expect(normaliseReference(typed)).toBe(reference);
  });

  it.each(["", "PLM-", "PLM-7K2M9QX", "PLM-7K2M9QXDD", "PLM-7K2M9QXI", "hello"])("refuses %j", (typed) => {
    expect(normaliseReference(typed)).toBeUndefined();
  });
});

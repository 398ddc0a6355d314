import { quoteReferencePattern } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { newReference } from "../../src/quotes/reference";

describe("references", () => {
  it("read PLM- and 8 characters of Crockford base 32, all different, across refills of the pool", () => {
    const references = Array.from({ length: 5_000 }, () => newReference("PLM"));
    for (const reference of references) expect(reference).toMatch(quoteReferencePattern);
    expect(new Set(references).size).toBe(references.length);
  });

  it("use every character of the alphabet in every position", () => {
    const seen = Array.from({ length: 8 }, () => new Set<string>());
    for (let i = 0; i < 5_000; i += 1) {
      const code = newReference("PLC").slice(4);
      for (let position = 0; position < code.length; position += 1) seen[position]!.add(code[position]!);
    }
    for (const characters of seen) expect(characters.size).toBe(32);
  });
});

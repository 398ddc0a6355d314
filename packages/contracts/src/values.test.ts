import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as values from "./values";

/** The modules a source module imports, followed through the package's own files. */
function importsOf(module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return seen;
  seen.add(module);
  const source = readFileSync(new URL(`./${module}.ts`, import.meta.url), "utf8");
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)) {
    if (specifier?.startsWith("./")) importsOf(specifier.slice(2), seen);
    else if (specifier) seen.add(specifier);
  }
  return seen;
}

describe("@plummet/contracts/values", () => {
  it("reaches no zod, so an island may import a constant, label or pattern alone", () => {
    const reached = [...importsOf("values")];
    expect(reached.filter((module) => module.startsWith("zod"))).toEqual([]);
    expect(reached).toContain("quote-reference");
  });
});

describe("canonicalReference", () => {
  it.each([
    ["PLM-7K2M9QXD", "PLM-7K2M9QXD"],
    ["plm-7k2m9qxd", "PLM-7K2M9QXD"],
    [" plm 7k2m 9qxd ", "PLM-7K2M9QXD"],
    ["7K2M9QXD", "PLM-7K2M9QXD"],
    ["PLM7K2M-9QXD", "PLM-7K2M9QXD"],
  ])("reads %j as %s", (typed, reference) => {
    expect(values.canonicalReference(typed)).toBe(reference);
    expect(values.quoteReferencePattern.test(reference)).toBe(true);
  });

  it.each(["", "PLM-", "PLM-7K2M9QX", "PLM-7K2M9QXDD", "PLM-7K2M9QXI", "hello"])("refuses %j", (typed) => {
    expect(values.canonicalReference(typed)).toBeUndefined();
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The website's islands import these schemas: classic zod is about 23 KB gzipped there and not
// tree-shakeable, zod/mini about 15 KB for what the forms use (issue 26). One classic import in any
// file of this package would put classic zod back into every form.
describe("the contracts", () => {
  it("build their schemas with zod/mini only", () => {
    const sources = readdirSync(new URL(".", import.meta.url)).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      const text = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(text, `${file} imports classic zod: use "zod/mini"`).not.toMatch(/from\s+["']zod(\/v4)?["']/);
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What each folder may import from its neighbours (README.md): down or sideways, never up, so
 * the results' filters can be read without the form, and no folder pulls in the page above it.
 */
const mayImport: Record<string, readonly string[]> = {
  saved: ["results", "refine", "compare", "shared"],
  form: ["shared"],
  results: ["compare", "shared"],
  refine: ["shared"],
  compare: ["shared"],
  shared: [],
  // Data for stories and tests: types from the contracts and the results' view.
  fixtures: ["results"],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(here, folder), { recursive: true, encoding: "utf8" }).filter((file) =>
    /\.tsx?$/.test(file),
  );
}

describe("features/quotes folders", () => {
  it("are the ones the layering knows, with no file left beside them", () => {
    const entries = readdirSync(here, { withFileTypes: true });
    expect(
      entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(Object.keys(mayImport).sort());
    expect(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(["README.md", "layers.test.ts"]);
  });

  for (const [folder, allowed] of Object.entries(mayImport)) {
    it(`${folder}/ imports only from ${allowed.length ? allowed.join(", ") : "itself"} (stories may use fixtures)`, () => {
      for (const file of sourceFiles(folder)) {
        const source = readFileSync(path.join(here, folder, file), "utf8");
        for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
          const target = path.relative(
            here,
            path.resolve(path.dirname(path.join(here, folder, file)), specifier!),
          );
          if (target.startsWith("..")) continue; // app/lib, app/components: outside the feature
          const [targetFolder] = target.split(path.sep);
          if (targetFolder === folder) continue;
          if (targetFolder === "fixtures" && /\.(stories|test)\.tsx?$/.test(file)) continue;
          expect(allowed, `${folder}/${file} imports ${specifier}`).toContain(targetFolder);
        }
      }
    });
  }
});

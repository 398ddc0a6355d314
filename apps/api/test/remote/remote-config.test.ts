import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";

const folder = mkdtempSync(join(tmpdir(), "plummet-remote-config-"));
let files = 0;
const fileWith = (content: unknown) => {
  const file = join(folder, `insurers-${files++}.json`);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
};

const good = {
  slug: "marram",
  name: "Marram Assurance",
  products: ["car", "home"],
  endpoint: "https://rating.marram.example/plummet",
  landingUrl: "https://www.marram.example/from-plummet",
  secretEnv: "MARRAM_SECRET",
};
const secret = { MARRAM_SECRET: "a secret of at least sixteen characters" };

/** The one-line message loadConfig stops with. */
function problem(content: unknown, env: NodeJS.ProcessEnv = secret): string {
  try {
    loadConfig({ REMOTE_INSURERS_FILE: fileWith(content), ...env });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("loadConfig accepted it");
}

describe("REMOTE_INSURERS_FILE", () => {
  it("reads the insurers with their secrets, and the built-in panel stays on by default", () => {
    const config = loadConfig({ REMOTE_INSURERS_FILE: fileWith([good]), ...secret });
    expect(config.BUILTIN_PANEL).toBe("on");
    expect(config.REMOTE_INSURERS).toEqual([
      { ...good, rating: 0, productNames: {}, protocol: 1, secret: secret.MARRAM_SECRET },
    ]);
    expect(loadConfig({}).REMOTE_INSURERS).toEqual([]);
  });

  it("stops start-up with one line naming the field at fault", () => {
    const cases: Array<[unknown, RegExp]> = [
      ["not json", /^REMOTE_INSURERS_FILE: is not JSON/],
      [{ slug: "x" }, /^REMOTE_INSURERS_FILE: the file: .*array/i],
      [
        [good, { ...good, slug: "other", endpoint: "ftp://x" }],
        /^REMOTE_INSURERS_FILE: \[1\]\.endpoint: must be an http/,
      ],
      [[{ ...good, products: ["car", "boat"] }], /^REMOTE_INSURERS_FILE: \[0\]\.products\.1: /],
      [[{ ...good, slug: "Marram!" }], /^REMOTE_INSURERS_FILE: \[0\]\.slug: /],
      [[{ ...good, landingUrl: undefined }], /^REMOTE_INSURERS_FILE: \[0\]\.landingUrl: /],
      [[{ ...good, secretEnv: "lower" }], /^REMOTE_INSURERS_FILE: \[0\]\.secretEnv: /],
      [[{ ...good, rating: 7 }], /^REMOTE_INSURERS_FILE: \[0\]\.rating: /],
      [[{ ...good, colour: "red" }], /^REMOTE_INSURERS_FILE: \[0\]: .*colour/],
      [[good, good], /^REMOTE_INSURERS_FILE: \[1\]\.slug: "marram" is listed twice/],
      [
        [{ ...good, slug: "harbourline" }],
        /^REMOTE_INSURERS_FILE: \[0\]\.slug: "harbourline" is a built-in panel insurer's slug/,
      ],
    ];
    for (const [content, expected] of cases) {
      const message = problem(content);
      expect(message, JSON.stringify(content)).toMatch(expected);
      expect(message).not.toContain("\n");
    }
    expect(problem([good], {})).toMatch(/^REMOTE_INSURERS_FILE: \[0\]\.secretEnv: MARRAM_SECRET is not set/);
    expect(problem([good], { MARRAM_SECRET: "short" })).toMatch(/at least 16 characters/);
    expect(() => loadConfig({ REMOTE_INSURERS_FILE: join(folder, "missing.json") })).toThrow(
      /^REMOTE_INSURERS_FILE: cannot be read: ENOENT/,
    );
  });

  it("refuses BUILTIN_PANEL=off with no remote insurer to ask", () => {
    expect(() => loadConfig({ BUILTIN_PANEL: "off" })).toThrow(/^BUILTIN_PANEL: is off/);
    expect(
      loadConfig({ BUILTIN_PANEL: "off", REMOTE_INSURERS_FILE: fileWith([good]), ...secret }).BUILTIN_PANEL,
    ).toBe("off");
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database";

describe("the PGlite data folder", () => {
  const folder = mkdtempSync(join(tmpdir(), "plummet-data-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is one process's: a second opening is refused by name until the first closes", async () => {
    const first = openDatabase({ kind: "pglite", dataDir: folder });
    await first.ready();
    expect(() => openDatabase({ kind: "pglite", dataDir: folder })).toThrow(
      `Another process is using the database folder ${folder}`,
    );
    await first.close();

    const second = openDatabase({ kind: "pglite", dataDir: folder });
    await second.ready();
    await expect(second.ping()).resolves.toBeUndefined();
    await second.close();
  });
});

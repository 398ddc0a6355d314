import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "../../src/db/data-dir-lock";

const folders: string[] = [];
function freshFolder() {
  const folder = mkdtempSync(join(tmpdir(), "plummet-lock-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("takes the folder for this process and gives it back", () => {
    const folder = freshFolder();
    const release = lockDataDir(folder);
    expect(readFileSync(join(folder, "plummet-api.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(folder, "plummet-api.lock"))).toBe(false);
  });

  it("refuses a folder another running process holds, naming it", async () => {
    const folder = freshFolder();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(join(folder, "plummet-api.lock"), String(other.pid));
      expect(() => lockDataDir(folder)).toThrow(`in use by another process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has stopped", async () => {
    const folder = freshFolder();
    const other = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => other.once("exit", resolve));
    writeFileSync(join(folder, "plummet-api.lock"), String(other.pid));
    const release = lockDataDir(folder);
    expect(readFileSync(join(folder, "plummet-api.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { runMailFeedback } from "../../src/suppression/feedback-command";
import { testDatabaseUrl } from "../db/drivers";
import { createTestApp, SPAWNS_PROCESSES_MS, testEnv, uniqueEmail } from "../helper";
import { arf, dsn } from "../support/reports";

const folder = mkdtempSync(join(tmpdir(), "plummet-feedback-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const stores = [
  { name: "PGlite", env: { DATA_DIR: folder } },
  ...(testDatabaseUrl ? [{ name: "PostgreSQL", env: { DATABASE_URL: testDatabaseUrl } }] : []),
];

describe.each(stores)("node dist/mail-feedback.js on $name", ({ env }) => {
  const run = async (message: string, args: string[] = []) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runMailFeedback({
      input: Readable.from([Buffer.from(message)]),
      args,
      env: { ...testEnv, ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };

  it(
    "suppresses the recipient of a DSN and of an ARF complaint, exits 0, and prints no address",
    async () => {
      const bounced = uniqueEmail("dsn-cli");
      const complained = uniqueEmail("arf-cli");
      const first = await run(dsn(bounced, "bounces@plummet.co.uk"));
      expect(first).toMatchObject({ code: 0 });
      expect(first.out).toContain("1 newly suppressed");
      expect(first.out).not.toContain(bounced);
      expect((await run(arf(complained, "fbl@plummet.co.uk", { named: false }))).code).toBe(0);
      // Understood, nothing new: still 0.
      expect((await run(dsn(bounced, "bounces@plummet.co.uk"))).out).toContain("0 newly suppressed");

      const app = await createTestApp({ ...env, METRICS_PORT: "off" });
      try {
        expect(await app.suppressions.isSuppressed(bounced)).toBe(true);
        expect(await app.suppressions.isSuppressed(complained)).toBe(true);
        expect(await app.suppressions.isSuppressed(uniqueEmail("other"))).toBe(false);
      } finally {
        await app.close();
      }
    },
    SPAWNS_PROCESSES_MS,
  );

  it(
    "exits 65 for a message that is neither a DSN nor a complaint",
    async () => {
      const result = await run("From: a@example.com\r\nTo: b@example.com\r\nSubject: hi\r\n\r\nhello\r\n");
      expect(result.code).toBe(65);
    },
    SPAWNS_PROCESSES_MS,
  );
});

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { runPartnersCommand } from "../../src/partners/cli";
import { createTestApp, SPAWNS_PROCESSES_MS, testEnv } from "../helper";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

async function partners(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPartnersCommand(
    args,
    { ...testEnv, ...env },
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("pnpm --filter @plummet/api partners (the script itself)", () => {
  it(
    "creates a key in the service's PGlite folder, printing its id and the key once",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "plummet-partners-cli-"));
      folders.push(dataDir);
      const { stdout } = await promisify(execFile)(
        "pnpm",
        ["run", "--silent", "partners", "create", "Acme Bank"],
        {
          cwd: packageDir,
          env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
        },
      );
      const id = /^id: (\S+)$/m.exec(stdout)?.[1];
      const key = /^key: (\S+)$/m.exec(stdout)?.[1];
      expect(id).toMatch(/^[a-z0-9]{10}$/);
      expect(key).toMatch(new RegExp(`^plm_${id}_[A-Za-z0-9_-]{43}$`));

      // The service on the same folder knows the key.
      const app = await createTestApp({ DATA_DIR: dataDir });
      try {
        const usage = await app.inject({
          method: "GET",
          url: "/api/partner/usage",
          headers: { authorization: `Bearer ${key}` },
        });
        expect(usage.statusCode).toBe(200);
        expect(usage.json().partner).toEqual({ id, name: "Acme Bank" });
      } finally {
        await app.close();
      }
    },
    SPAWNS_PROCESSES_MS,
  );
});

const databases: Array<{ name: string; env: () => NodeJS.ProcessEnv }> = [
  {
    name: "PGlite",
    env: () => {
      const dataDir = mkdtempSync(join(tmpdir(), "plummet-partners-"));
      folders.push(dataDir);
      return { DATA_DIR: dataDir };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", env: () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL }) }]
    : []),
];

for (const { name, env: makeEnv } of databases) {
  describe(`the partners command on ${name}`, () => {
    const env = makeEnv();

    it(
      "creates, lists and revokes keys; the service then refuses a revoked key",
      async () => {
        const created = await partners(["create", "Beta", "Broker"], env);
        expect(created.code).toBe(0);
        const id = created.out[0]!.replace("id: ", "");
        const key = created.out[1]!.replace("key: ", "");
        expect(created.out[0]).toMatch(/^id: [a-z0-9]{10}$/);
        expect(created.out[1]).toMatch(/^key: plm_/);

        const listed = await partners(["list"], env);
        const line = listed.out.find((row) => row.startsWith(id));
        expect(line).toMatch(
          new RegExp(`^${id}\\tBeta Broker\\tcreated \\d{4}-\\d{2}-\\d{2}T[^\\t]+\\tactive$`),
        );
        // Never the key, nor anything of it beyond the public id.
        expect(listed.out.join("\n")).not.toContain(key.slice(15));

        const app = await createTestApp(env);
        try {
          const auth = { authorization: `Bearer ${key}` };
          expect(
            (await app.inject({ method: "GET", url: "/api/partner/usage", headers: auth })).statusCode,
          ).toBe(200);
          // PGlite is one process's database: the command runs while the service is stopped.
          if (name === "PostgreSQL") {
            expect((await partners(["revoke", id], env)).out).toEqual([`revoked: ${id}`]);
            expect(
              (await app.inject({ method: "GET", url: "/api/partner/usage", headers: auth })).statusCode,
            ).toBe(401);
          }
        } finally {
          await app.close();
        }
        if (name === "PGlite") expect((await partners(["revoke", id], env)).out).toEqual([`revoked: ${id}`]);
        const after = await partners(["list"], env);
        expect(after.out.find((row) => row.startsWith(id))).toMatch(/\trevoked \d{4}-/);
        const again = await partners(["revoke", id], env);
        expect(again.code).toBe(1);
        expect(again.err).toEqual([`No active key has the id ${id}.`]);
      },
      SPAWNS_PROCESSES_MS,
    );

    it(
      "explains its usage for anything else",
      async () => {
        for (const args of [[], ["create"], ["delete", "x"], ["revoke"]]) {
          const result = await partners(args, env);
          expect(result.code).toBe(2);
          expect(result.err.join("\n")).toContain("partners create");
        }
      },
      SPAWNS_PROCESSES_MS,
    );
  });
}

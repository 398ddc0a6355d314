import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalJWKSet, signHandover, verifyHandover } from "@plummet/insurer-kit";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { loadHandoverKeys } from "../../src/handover/handover-keys";
import { createTestApp, testEnv } from "../helper";

const pemKey = (curve = "P-256") =>
  generateKeyPairSync("ec", { namedCurve: curve }).privateKey.export({
    format: "pem",
    type: "pkcs8",
  }) as string;
const folder = () => mkdtempSync(join(tmpdir(), "plummet-handover-"));
const claims = {
  quoteId: "PLM-7KQ2M4XD-marram",
  insurer: "marram",
  insuranceType: "car" as const,
  coverageAmount: "standard" as const,
  annualPrice: 601.4,
  monthlyPrice: 54.13,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};

describe("the handover keys", () => {
  it("are published at /.well-known/jwks.json as public keys only, and verify what is signed", async () => {
    const app = await createTestApp();
    try {
      const res = await app.inject({ method: "GET", url: "/.well-known/jwks.json" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      const jwks = res.json();
      expect(jwks.keys).toEqual([
        {
          kty: "EC",
          crv: "P-256",
          x: expect.any(String),
          y: expect.any(String),
          kid: expect.any(String),
          alg: "ES256",
          use: "sig",
        },
      ]);
      expect(res.body).not.toContain('"d"');
      const spec = await app.inject({ method: "GET", url: "/api/openapi.json" });
      expect(Object.keys(spec.json().paths)).not.toContain("/.well-known/jwks.json");
    } finally {
      await app.close();
    }
  });

  it("with no setting, are made once and kept in the data folder (mode 0600), the same after a restart", async () => {
    const dataDir = folder();
    const config = loadConfig({ ...testEnv, DATA_DIR: dataDir });
    const first = await loadHandoverKeys(config);
    const again = await loadHandoverKeys(config);
    expect(again.jwks).toEqual(first.jwks);
    expect(statSync(join(dataDir, "handover-key.pem")).mode & 0o777).toBe(0o600);
    const token = await signHandover(claims, first.signing);
    expect(await verifyHandover(token, createLocalJWKSet(again.jwks), { insurer: "marram" })).toEqual({
      ok: true,
      claims,
    });
    // A throwaway database gets a key of its own each time.
    const memory = loadConfig(testEnv);
    expect((await loadHandoverKeys(memory)).jwks).not.toEqual((await loadHandoverKeys(memory)).jwks);
  });

  it("rotate: the previous key's public half stays published, so tokens it signed still verify", async () => {
    const dir = folder();
    writeFileSync(join(dir, "old.pem"), pemKey());
    writeFileSync(join(dir, "new.pem"), pemKey());
    const before = await loadHandoverKeys(
      loadConfig({ ...testEnv, HANDOVER_KEY_FILE: join(dir, "old.pem") }),
    );
    const after = await loadHandoverKeys(
      loadConfig({
        ...testEnv,
        HANDOVER_KEY_FILE: join(dir, "new.pem"),
        HANDOVER_KEY_FILE_PREVIOUS: join(dir, "old.pem"),
      }),
    );
    expect(after.jwks.keys.map((key) => key.kid)).toEqual([after.signing.kid, before.signing.kid]);
    const keys = createLocalJWKSet(after.jwks);
    for (const signer of [before, after]) {
      expect((await verifyHandover(await signHandover(claims, signer.signing), keys)).ok).toBe(true);
    }
  });

  it("stop start-up with one line naming the setting when a key file is wrong or missing where required", () => {
    const dir = folder();
    writeFileSync(join(dir, "p384.pem"), pemKey("P-384"));
    writeFileSync(join(dir, "text.pem"), "not a key");
    const problem = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ ...testEnv, ...env });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ HANDOVER_KEY_FILE: join(dir, "p384.pem") })).toContain(
      "HANDOVER_KEY_FILE: must be a PEM P-256 private key",
    );
    expect(problem({ HANDOVER_KEY_FILE: join(dir, "text.pem") })).toContain(
      "HANDOVER_KEY_FILE: must be a PEM P-256 private key",
    );
    expect(problem({ HANDOVER_KEY_FILE: join(dir, "absent.pem") })).toContain(
      "HANDOVER_KEY_FILE: cannot be read (ENOENT)",
    );
    expect(problem({ HANDOVER_KEY_FILE_PREVIOUS: join(dir, "p384.pem") })).toContain(
      "HANDOVER_KEY_FILE: is required when HANDOVER_KEY_FILE_PREVIOUS is set",
    );
    const remote = join(dir, "insurers.json");
    writeFileSync(
      remote,
      JSON.stringify([
        {
          slug: "marram",
          name: "Marram Assurance",
          products: ["car"],
          endpoint: "http://127.0.0.1:9/quote",
          landingUrl: "http://127.0.0.1:9/continue",
          secretEnv: "MARRAM_SECRET",
        },
      ]),
    );
    const onPostgres = {
      DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db",
      REMOTE_INSURERS_FILE: remote,
      MARRAM_SECRET: "a secret of sixteen or more",
    };
    expect(problem(onPostgres)).toContain(
      "HANDOVER_KEY_FILE: is required with DATABASE_URL and REMOTE_INSURERS_FILE",
    );
    writeFileSync(join(dir, "good.pem"), pemKey());
    expect(problem({ ...onPostgres, HANDOVER_KEY_FILE: join(dir, "good.pem") })).toBe("");
  });
});

import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
// Inside the package, so the client program resolves openapi-fetch like any project would.
const folder = join(packageDir, "test", ".generated", `client-${process.pid}`);

/** A third party's program: only the generated types and openapi-fetch, no Plummet code. */
const clientProgram = `
import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

const client = createClient<paths>({ baseUrl: process.argv[2] });

const created = await client.POST("/api/quotes", {
  body: { insuranceType: "home", coverageAmount: "standard", age: 41, postcode: "cb2 1tn", email: "api.client@example.com" },
});
if (!created.data) throw new Error(\`create failed: \${JSON.stringify(created.error)}\`);
const reference: string = created.data.reference;
const cheapest = created.data.quotes[0];
if (!cheapest) throw new Error("no quotes");

const reopened = await client.GET("/api/quotes/{reference}", { params: { path: { reference } } });
if (!reopened.data) throw new Error("read failed");

const selected = await client.POST("/api/quotes/{reference}/select", {
  params: { path: { reference } },
  body: { quoteId: cheapest.id },
});
if (!selected.data) throw new Error("select failed");

const unknown = await client.GET("/api/quotes/{reference}", { params: { path: { reference: "PLM-00000000" } } });
const message: string | undefined = unknown.error?.message;

console.log(JSON.stringify({
  reference,
  reopenedQuotes: reopened.data.quotes.length,
  createdQuotes: created.data.quotes.length,
  selectedProvider: selected.data.providerSlug,
  cheapestProvider: cheapest.providerSlug,
  unknownStatus: unknown.response.status,
  message,
}));
`;

describe("a client generated from the served OpenAPI document", () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    mkdirSync(folder, { recursive: true });
  });
  afterAll(async () => {
    await app.close();
    if (!process.env.KEEP_GENERATED) rmSync(folder, { recursive: true, force: true });
  });

  it("type-checks under --strict and makes, reads and selects a quote", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    writeFileSync(join(folder, "schema.ts"), astToString(await openapiTS(document)));
    writeFileSync(join(folder, "client.ts"), clientProgram);
    writeFileSync(
      join(folder, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "es2022",
          module: "nodenext",
          moduleResolution: "nodenext",
          skipLibCheck: true,
          types: ["node"],
        },
        files: ["client.ts"],
      }),
    );
    writeFileSync(join(folder, "package.json"), JSON.stringify({ type: "module" }));
    const bin = (name: string) => join(packageDir, "node_modules", ".bin", name);

    // Throws with tsc's diagnostics if the generated types and the program disagree.
    execFileSync(bin("tsc"), ["-p", folder], { encoding: "utf8" });

    // Asynchronously: the service under test answers from this same process.
    const { stdout } = await promisify(execFile)(bin("tsx"), [join(folder, "client.ts"), baseUrl]);
    const result = JSON.parse(stdout);
    expect(result.reference).toMatch(/^PLM-/);
    expect(result.reopenedQuotes).toBe(result.createdQuotes);
    expect(result.createdQuotes).toBeGreaterThan(0);
    expect(result.selectedProvider).toBe(result.cheapestProvider);
    expect(result.unknownStatus).toBe(404);
    expect(result.message).toContain("PLM-00000000");
  });
});

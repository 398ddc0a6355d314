import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function openapiDocument(): Promise<OpenAPIV3_1.Document> {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toContain("application/json");
  return res.json();
}

/** Every property name anywhere in a (dereferenced) schema. */
function propertyNames(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return [];
  seen.add(schema);
  const own = Object.keys((schema as { properties?: object }).properties ?? {});
  return [...own, ...Object.values(schema).flatMap((inner) => propertyNames(inner, seen))];
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document, by a third-party validator", async () => {
    const document = await openapiDocument();
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("describes POST /api/quotes' Server-Sent Events without changing its typed JSON answer", async () => {
    const document = await openapiDocument();
    const post = document.paths?.["/api/quotes"]?.post as Record<string, unknown>;
    expect(Object.keys((post["x-server-sent-events"] as { events: object }).events)).toEqual([
      "quote",
      "progress",
      "set",
      "error",
    ]);
    expect(Object.keys((post?.responses as object) ?? {})).not.toContain("200");
  });

  it("documents every route with the shared contracts' schemas", async () => {
    const document = await openapiDocument();
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([
      "/api/account",
      "/api/account/delete",
      "/api/account/export",
      "/api/account/keep-quotes",
      "/api/account/kept-answers",
      "/api/account/kept-answers/{insuranceType}/remove",
      "/api/account/link",
      "/api/account/passkeys",
      "/api/account/passkeys/options",
      "/api/account/passkeys/{id}/remove",
      "/api/account/passkeys/{id}/rename",
      "/api/account/sign-in/link",
      "/api/account/sign-in/passkey",
      "/api/account/sign-in/passkey/options",
      "/api/account/sign-out",
      "/api/account/sign-out-everywhere",
      "/api/call-back",
      "/api/contact",
      "/api/email-preferences/confirm",
      "/api/health",
      "/api/health/ready",
      "/api/partner/usage",
      "/api/questions/{insuranceType}",
      "/api/quotes",
      "/api/quotes/{reference}",
      "/api/quotes/{reference}/email",
      "/api/quotes/{reference}/select",
      "/api/reminders",
      "/api/reminders/cancel",
      "/api/reminders/change",
      "/api/reminders/manage",
      "/api/unsubscribe",
      "/api/vehicles/{registration}",
      "/api/your-data",
      "/api/your-data/erase",
      "/api/your-data/export",
      "/api/your-data/open",
    ]);
    const post = document.paths?.["/api/quotes"]?.post;
    expect(JSON.stringify(post?.requestBody)).toContain('"$ref":"#/components/schemas/QuoteRequest"');
    const request = document.components?.schemas?.QuoteRequest as OpenAPIV3_1.SchemaObject;
    expect(request.properties?.age).toMatchObject({ type: ["string", "number"] });
    expect(request.required).not.toContain("marketingOptIn");
    expect(request.properties?.postcode).toMatchObject({ type: "string" });
    expect(request.properties?.insuranceType).toMatchObject({
      enum: expect.arrayContaining(["car", "medical"]),
    });
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(["201", "400", "413", "415", "429", "503"]),
    );
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(["QuoteSet", "Quote", "ErrorResponse", "SelectQuoteResponse", "ContactRequest"]),
    );
  });

  it("describes the optional bearer key, Idempotency-Key, and the 304, 401, 409 and 422 answers", async () => {
    const document = await openapiDocument();
    expect(document.components?.securitySchemes?.partnerKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    // Optional: anonymous or with a key; the usage route needs one.
    expect(document.security).toEqual([{}, { partnerKey: [] }]);
    expect(document.paths?.["/api/partner/usage"]?.get?.security).toEqual([{ partnerKey: [] }]);
    for (const path of ["/api/quotes", "/api/quotes/{reference}/select", "/api/contact"]) {
      const post = document.paths?.[path]?.post;
      const header = post?.parameters?.find(
        (parameter) => (parameter as OpenAPIV3_1.ParameterObject).name === "Idempotency-Key",
      ) as OpenAPIV3_1.ParameterObject | undefined;
      expect(header, path).toMatchObject({ in: "header", required: false });
      expect(Object.keys(post?.responses ?? {}), path).toEqual(expect.arrayContaining(["401", "409", "422"]));
      const ok = Object.entries(post?.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1];
      expect(Object.keys((ok as OpenAPIV3_1.ResponseObject).headers ?? {}), path).toContain(
        "Idempotency-Replayed",
      );
    }
    const get = document.paths?.["/api/quotes/{reference}"]?.get;
    expect(Object.keys(get?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "304", "401", "404", "410"]),
    );
    expect(
      Object.keys((get?.responses?.["200"] as OpenAPIV3_1.ResponseObject | undefined)?.headers ?? {}),
    ).toEqual(expect.arrayContaining(["ETag", "Cache-Control"]));
    expect(get?.parameters?.map((parameter) => (parameter as OpenAPIV3_1.ParameterObject).name)).toContain(
      "If-None-Match",
    );
    expect(
      (get?.responses?.["401"] as OpenAPIV3_1.ResponseObject | undefined)?.headers?.["WWW-Authenticate"],
    ).toBeDefined();
  });

  it("states every rule a client needs: email, postcode, age bounds per product, the reference pattern", async () => {
    const document = await openapiDocument();
    const request = document.components?.schemas?.QuoteRequest as OpenAPIV3_1.SchemaObject;
    const description = (field: string) =>
      (request.properties?.[field] as OpenAPIV3_1.SchemaObject | undefined)?.description;
    expect(description("email")).toContain("email address");
    expect(description("postcode")).toContain("[A-Z][A-HJ-Y]?[0-9][A-Z0-9]? ?[0-9][A-Z]{2}");
    expect(description("age")).toContain("car 17-90");
    expect(description("age")).toContain("life 18-85");
    expect(description("age")).toContain("medical 18-79");
    const reference = document.paths?.["/api/quotes/{reference}"]?.get
      ?.parameters?.[0] as OpenAPIV3_1.ParameterObject;
    expect(reference.schema).toMatchObject({ pattern: "^PLM-[0-9A-HJKMNP-TV-Z]{8}$" });
  });

  it("names each operation once and holds each schema once", async () => {
    const document = await openapiDocument();
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      ["get", "post"].flatMap((method) => item?.[method as "get" | "post"] ?? []),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const names = Object.keys(document.components?.schemas ?? {});
    expect(names.filter((name) => name.endsWith("Input"))).toEqual([]);
  });

  it("passes redocly lint (recommended rules) with no errors", async () => {
    const folder = mkdtempSync(join(tmpdir(), "plummet-openapi-"));
    try {
      const file = join(folder, "openapi.json");
      writeFileSync(file, JSON.stringify(await openapiDocument()));
      const redocly = fileURLToPath(new URL("../../node_modules/.bin/redocly", import.meta.url));
      // Rejects (exit code 1) when the linter finds an error.
      const { stdout, stderr } = await promisify(execFile)(redocly, ["lint", file, "--extends=recommended"]);
      expect(`${stdout}${stderr}`).toContain("Your API description is valid");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the interactive docs", () => {
  it("serve Swagger UI at /api/docs", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger-ui");
  });
});

describe("what the API answers", () => {
  it("never includes a visitor's personal data in any response of any route but their own data's", async () => {
    const document = (await SwaggerParser.dereference(
      structuredClone(await openapiDocument()) as never,
    )) as OpenAPIV3_1.Document;
    // Opening or downloading one's data (after the link emailed to the address) answers it all;
    // a signed-in account's answers carry its own address and kept answers (its session cookie).
    const ownData = new Set(["/api/your-data/open", "/api/your-data/export"]);
    const answered = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      ownData.has(path) || path.startsWith("/api/account")
        ? []
        : Object.values(operations ?? {}).flatMap((operation) =>
            Object.values((operation as OpenAPIV3_1.OperationObject).responses ?? {}).flatMap((response) =>
              propertyNames((response as OpenAPIV3_1.ResponseObject).content),
            ),
          ),
    );
    expect(answered).toContain("reference");
    for (const personal of ["email", "age", "postcode", "phone", "fullName", "applicant"]) {
      expect(answered, personal).not.toContain(personal);
    }
  });
});

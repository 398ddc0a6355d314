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

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document, by a third-party validator", async () => {
    const document = await openapiDocument();
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("documents every route with the shared contracts' schemas", async () => {
    const document = await openapiDocument();
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([
      "/api/contact",
      "/api/health",
      "/api/health/ready",
      "/api/quotes",
      "/api/quotes/{reference}",
      "/api/quotes/{reference}/select",
    ]);
    const post = document.paths?.["/api/quotes"]?.post;
    expect(JSON.stringify(post?.requestBody)).toContain('"$ref":"#/components/schemas/QuoteRequestInput"');
    const request = document.components?.schemas?.QuoteRequestInput as OpenAPIV3_1.SchemaObject;
    expect(request.properties?.age).toEqual({ type: ["string", "number"] });
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
});

describe("the interactive docs", () => {
  it("serve Swagger UI at /api/docs", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger-ui");
  });
});

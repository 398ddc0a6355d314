import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The zod type provider writes every named schema twice, as read ("FooInput") and as written
 * ("Foo"). Keeps only the schemas the paths use, each once, under its plain name: requests in
 * their input form, responses in their output form.
 */
export function keepUsedSchemasOnce(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (json: string) => {
    for (const [, name] of json.matchAll(SCHEMA_REF)) {
      if (name && !used.has(name) && schemas[name]) {
        used.add(name);
        visit(JSON.stringify(schemas[name]));
      }
    }
  };
  visit(JSON.stringify(document.paths));
  const rename = (name: string) => {
    const plain = name.replace(/Input$/, "");
    return plain !== name && !used.has(plain) ? plain : name;
  };
  const kept = Object.fromEntries([...used].sort().map((name) => [rename(name), schemas[name]]));
  const text = JSON.stringify({ ...document, components: { ...document.components, schemas: kept } });
  return JSON.parse(
    text.replace(SCHEMA_REF, (_match, name: string) => `"#/components/schemas/${rename(name)}"`),
  );
}

type Operation = OpenAPIV3_1.OperationObject;

const errorAnswer = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorResponse" } } },
});

/**
 * POST /api/quotes asked with `Accept: text/event-stream` answers 200 as Server-Sent Events. The
 * route's description says so; the events are listed here as a vendor extension, not as a 200
 * response, so generated clients keep typing the default JSON answer (201) as they always have.
 */
export function describeQuoteStream(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const post = document.paths?.["/api/quotes"]?.post as (Operation & Record<string, unknown>) | undefined;
  if (!post) return document;
  post["x-server-sent-events"] = {
    request: "Accept: text/event-stream",
    status: 200,
    events: {
      quote: {
        description: "Each quote as it is priced, as it will appear in the set",
        schema: { $ref: "#/components/schemas/Quote" },
      },
      progress: {
        description: "Whenever an insurer answers, declines or is left out",
        schema: {
          type: "object",
          properties: { answered: { type: "integer" }, asked: { type: "integer" } },
          required: ["answered", "asked"],
        },
      },
      set: {
        description:
          "Last: the saved quote set, exactly as GET /api/quotes/{reference} then answers it; alone on an Idempotency-Key replay",
        schema: { $ref: "#/components/schemas/QuoteSet" },
      },
      error: {
        description: "Ends a stream whose set could not be saved",
        schema: { $ref: "#/components/schemas/ErrorResponse" },
      },
    },
  };
  return document;
}

/**
 * What every route shares but no zod schema says: the optional partner key (401 on a bad one),
 * `Idempotency-Key` on every POST (409, 422, and the replay header), and on the saved quote set
 * its ETag, Cache-Control and 304.
 */
export function describePartnerFeatures(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ["get", "post"] as const) {
      const operation: Operation | undefined = item?.[method];
      if (!operation) continue;
      operation.responses ??= {};
      const { responses } = operation;
      responses["401"] ??= {
        ...errorAnswer(
          "The partner key is malformed, unknown or revoked (or, on partner routes, missing); the answer never says which",
        ),
        headers: {
          "WWW-Authenticate": {
            description: 'Bearer realm="plummet", with error="invalid_token" when a key was sent',
            schema: { type: "string" },
          },
        },
      };
      if (method === "post") {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            description:
              "IETF httpapi Idempotency-Key: a unique value per request (a UUID), as a Structured Field string " +
              '("…") or bare. A retry with the same key and body within 24 hours answers the first answer again ' +
              "and does nothing twice; the same key with another body is 422; while the first is still running, 409.",
            schema: { type: "string", minLength: 1, maxLength: 257 },
          },
        ];
        responses["409"] ??= {
          ...errorAnswer("A request with the same Idempotency-Key is still being processed; retry shortly"),
          headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
        };
        responses["422"] ??= errorAnswer(
          "The Idempotency-Key was already used with a different request body",
        );
        for (const [status, response] of Object.entries(responses)) {
          if (!status.startsWith("2")) continue;
          (response as OpenAPIV3_1.ResponseObject).headers = {
            ...(response as OpenAPIV3_1.ResponseObject).headers,
            "Idempotency-Replayed": {
              description:
                "true when this is the stored answer to an earlier request with the same Idempotency-Key",
              schema: { type: "string", enum: ["true"] },
            },
          };
        }
      }
      if (method === "get" && path === "/api/quotes/{reference}") {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            name: "If-None-Match",
            in: "header",
            required: false,
            description: "The ETag of a copy already held; 304 when it is still current",
            schema: { type: "string" },
          },
        ];
        const cacheHeaders: Record<string, OpenAPIV3_1.HeaderObject> = {
          ETag: { description: "A strong validator of this answer", schema: { type: "string" } },
          "Cache-Control": {
            description:
              "private, no-cache: a copy may be kept but is revalidated (If-None-Match) before each use, so an erased or expired set is not shown",
            schema: { type: "string" },
          },
        };
        const ok = responses["200"] as OpenAPIV3_1.ResponseObject | undefined;
        if (ok) ok.headers = { ...ok.headers, ...cacheHeaders };
        responses["304"] = {
          description: "Not modified: the copy named by If-None-Match is current",
          headers: cacheHeaders,
        };
      }
    }
  }
  return document;
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (the shared contracts), at
 * /api/openapi.json, and interactive docs at /api/docs.
 */
export const openapi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Plummet quotes service",
          version: "1.0.0",
          description:
            "Prices UK insurance quote requests against Plummet's panel of insurers, saves the quote sets " +
            "and records click-outs to insurers. Quotes are ordered by annual price, cheapest first " +
            "(ties: the total paid monthly, then the insurer's name), the order the website and quote email use. " +
            "Anonymous calls are welcome; partners send their key (`Authorization: Bearer <key>`) for their own, " +
            "higher rate limit and usage figures. Writes are rate limited per client IP or per key. Every POST " +
            "accepts `Idempotency-Key`, so a retry never makes a second quote set or email. Errors share one " +
            "shape (ErrorResponse); a validation failure is 400 with one issue per field.",
          license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
        },
        // Relative to where this document is served, so it is right on every deployment.
        servers: [{ url: "/", description: "This quotes service" }],
        // A partner key is optional everywhere (anonymous or bearer), except on partner routes.
        security: [{}, { partnerKey: [] }],
        components: {
          securitySchemes: {
            partnerKey: {
              type: "http",
              scheme: "bearer",
              description: "A partner key (plm_…), from `pnpm --filter @plummet/api partners create`",
            },
          },
        },
        tags: [
          { name: "quotes", description: "Quote requests, saved quote sets and choosing a quote" },
          { name: "contact", description: "Messages to the Plummet team" },
          { name: "partners", description: "What a partner key has been used for" },
          { name: "service", description: "Health of the service" },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs" });

    let document: OpenAPIV3_1.Document | undefined;
    app.get("/api/openapi.json", { schema: { hide: true } }, async () => {
      document ??= describeQuoteStream(
        describePartnerFeatures(keepUsedSchemasOnce(app.swagger() as OpenAPIV3_1.Document)),
      );
      return document;
    });
  },
  { name: "openapi" },
);

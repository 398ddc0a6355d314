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
            "and records click-outs to insurers. Quotes are ordered by annual price, cheapest first. " +
            "No authentication; writes are rate limited per client. Errors share one shape " +
            "(ErrorResponse); a validation failure is 400 with one issue per field.",
          license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
        },
        // Relative to where this document is served, so it is right on every deployment.
        servers: [{ url: "/", description: "This quotes service" }],
        // Public API: no credentials on any operation.
        security: [],
        tags: [
          { name: "quotes", description: "Quote requests, saved quote sets and choosing a quote" },
          { name: "contact", description: "Messages to the Plummet team" },
          { name: "service", description: "Health of the service" },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs" });

    let document: OpenAPIV3_1.Document | undefined;
    app.get("/api/openapi.json", { schema: { hide: true } }, async () => {
      document ??= keepUsedSchemasOnce(app.swagger() as OpenAPIV3_1.Document);
      return document;
    });
  },
  { name: "openapi" },
);

import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

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
            "and records click-outs to insurers. Quotes are ordered by annual price, cheapest first.",
        },
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

    app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);

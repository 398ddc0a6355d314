import { z } from "zod";
import {
  Answer,
  CoverAnswer,
  DeclineAnswer,
  InstalmentTerms,
  PriceAnswer,
  RatingAnswer,
  RatingRequest,
  RatingRequestV1,
  RatingRequestV2,
} from "./schemas";
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from "./signature";

const error = {
  description: "Refused: missing, wrong or stale signature",
  content: { "text/plain": { schema: { type: "string" } } },
};

/**
 * The protocol as an OpenAPI 3.1 document, generated from the same zod schemas both sides
 * validate with: what an insurer's rating endpoint accepts and answers.
 */
export function protocolOpenApi(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const schema of [
    RatingRequest,
    RatingRequestV1,
    RatingRequestV2,
    Answer,
    RatingAnswer,
    PriceAnswer,
    DeclineAnswer,
    InstalmentTerms,
    CoverAnswer,
  ]) {
    registry.add(schema, { id: (schema.meta() as { id: string }).id });
  }
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    target: "draft-2020-12",
  });
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Plummet insurer rating protocol",
      version: "1.0.0",
      description:
        "What Plummet sends to an insurer's rating endpoint and what the insurer answers. Every request is signed " +
        `with the ${SIGNATURE_HEADER} header (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">); the insurer ` +
        `refuses a request whose signature is missing, wrong or more than ${SIGNATURE_TOLERANCE_SECONDS} seconds old.`,
      license: { name: "UNLICENSED", identifier: "UNLICENSED" },
    },
    servers: [
      {
        url: "{endpoint}",
        description: "The insurer's rating endpoint, as configured at Plummet",
        variables: { endpoint: { default: "https://rating.insurer.example" } },
      },
    ],
    security: [{ plummetSignature: [] }],
    paths: {
      "/quote": {
        post: {
          operationId: "rateQuoteRequest",
          summary: "Price a quote request, or decline it",
          description:
            "Answer before the request's deadline with status 200 and a price or a decline for the same quoteId. " +
            "A late, malformed or oversized answer is left out of the visitor's quotes.",
          parameters: [
            {
              name: SIGNATURE_HEADER,
              in: "header",
              required: true,
              description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the insurer\'s secret>',
              schema: { type: "string", pattern: "^t=\\d+,v1=[0-9a-f]{64}$" },
            },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/RatingRequest" } } },
          },
          responses: {
            "200": {
              description: "A price or a decline",
              content: { "application/json": { schema: { $ref: "#/components/schemas/RatingAnswer" } } },
            },
            "401": error,
          },
        },
      },
    },
    components: {
      schemas: components,
      securitySchemes: {
        plummetSignature: {
          type: "apiKey",
          in: "header",
          name: SIGNATURE_HEADER,
          description: "HMAC-SHA256 request signature (see the header parameter)",
        },
      },
    },
  };
}

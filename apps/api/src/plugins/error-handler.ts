import { STATUS_CODES } from "node:http";
import type { ErrorResponse } from "@plummet/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** "/age" or "/quotes/0/id" as a dotted path ("age", "quotes.0.id"); "" for the body itself. */
function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, "").replaceAll("/", ".");
}

/**
 * One error shape for every failure: `{ statusCode, error, message, issues? }`. Client errors
 * keep their message; server errors are generic so no internals leak.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        // One message per field: the first, as the form shows it.
        const issues = new Map<string, string>();
        for (const issue of err.validation) {
          const path = toFieldPath(issue.instancePath);
          if (!issues.has(path)) issues.set(path, issue.message ?? "Invalid value");
        }
        const body: ErrorResponse = {
          statusCode: 400,
          error: "Bad Request",
          message: "The request has invalid fields",
          issues: [...issues].map(([path, message]) => ({ path, message })),
        };
        return reply.code(400).send(body);
      }

      const statusCode = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      if (statusCode >= 500) request.log.error({ err }, "request failed");
      const body: ErrorResponse = {
        statusCode,
        error: STATUS_CODES[statusCode] ?? "Error",
        message: statusCode >= 500 ? "Something went wrong on our side. Please try again." : err.message,
      };
      return reply.code(statusCode).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const body: ErrorResponse = {
        statusCode: 404,
        error: "Not Found",
        message: `Route ${request.method} ${request.url} not found`,
      };
      return reply.code(404).send(body);
    });
  },
  { name: "error-handler" },
);

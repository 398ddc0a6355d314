import { STATUS_CODES } from "node:http";
import type { ErrorResponse } from "@plummet/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DatabaseUnavailableError } from "../db/errors";

/** "/age" or "/quotes/0/id" as a dotted path ("age", "quotes.0.id"); "" for the body itself. */
function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, "").replaceAll("/", ".");
}

/** Fastify's own client errors, reworded so they never echo the body back. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as application/json",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body",
};

function errorBody(statusCode: number, message: string, issues?: ErrorResponse["issues"]): ErrorResponse {
  const body: ErrorResponse = { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message };
  if (issues) body.issues = issues;
  return body;
}

/**
 * One error shape for every failure: `{ statusCode, error, message, issues? }`. Client errors
 * keep their message; server errors are generic so no internals leak; an unreachable database
 * answers 503.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError & { issues?: ErrorResponse["issues"] }, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        // One message per field: the first, as the form shows it.
        const issues = new Map<string, string>();
        for (const issue of err.validation) {
          const path = toFieldPath(issue.instancePath);
          if (!issues.has(path)) issues.set(path, issue.message ?? "Invalid value");
        }
        const list = [...issues].map(([path, message]) => ({ path, message }));
        return reply.code(400).send(errorBody(400, "The request has invalid fields", list));
      }

      if (err instanceof DatabaseUnavailableError) {
        request.log.error({ err }, "database unavailable");
        return reply
          .code(503)
          .header("retry-after", "5")
          .send(errorBody(503, "The service is temporarily unavailable. Please try again shortly."));
      }

      const statusCode =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err }, "request failed");
        return reply
          .code(statusCode)
          .send(errorBody(statusCode, "Something went wrong on our side. Please try again."));
      }
      const message = (err.code && clientErrorMessages[err.code]) || err.message;
      return reply.code(statusCode).send(errorBody(statusCode, message, err.issues));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split("?")[0]} not found`));
    });
  },
  { name: "error-handler" },
);

import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { ErrorResponse } from "@plummet/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DatabaseUnavailableError } from "../db/errors";
import { HttpError, type LinkProblem } from "../http-error";
import { formProblemRedirect } from "./browser-forms";
import { applySecurityHeaders } from "./security";

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
  FST_ERR_BAD_URL: "The request's address is not a valid URL",
  FST_ERR_MAX_PARAM_LENGTH: "A part of the request's address is too long",
};

function errorBody(
  statusCode: number,
  message: string,
  extra: Pick<ErrorResponse, "issues" | "errorId"> = {},
): ErrorResponse {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message, ...extra };
}

/**
 * Fastify's answers to a request it cannot route (a malformed URL, an over-long parameter), in
 * the error shape and with the security headers, echoing nothing of the address back.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(request, reply);
  const statusCode = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  const message = (err.code && clientErrorMessages[err.code]) || "The request is not valid";
  return reply.code(statusCode).send(errorBody(statusCode, message));
}

/**
 * One error shape for every failure: `{ statusCode, error, message, issues?, errorId? }`. Client
 * errors keep their message; an unreachable or saturated database answers 503; anything else is
 * a fault of ours and answers 500. Server errors carry a generic message and an error id that
 * the log line of the failure carries too, never a stack, SQL or a parameter.
 */
export const errorHandler = fp(
  async (app: FastifyInstance, { siteUrl }: { siteUrl: string }) => {
    app.setErrorHandler(
      (
        err: FastifyError & { issues?: ErrorResponse["issues"]; linkProblem?: LinkProblem },
        request,
        reply,
      ) => {
        // A browser form posted without JavaScript goes to the website's page for the problem.
        const clientStatus = hasZodFastifySchemaValidationErrors(err)
          ? 400
          : err.statusCode &&
              err.statusCode >= 400 &&
              err.statusCode < 500 &&
              !(err instanceof DatabaseUnavailableError)
            ? err.statusCode
            : undefined;
        const problemPage =
          clientStatus &&
          formProblemRedirect(request, siteUrl, { statusCode: clientStatus, linkProblem: err.linkProblem });
        if (problemPage) return reply.redirect(problemPage, 303);

        if (hasZodFastifySchemaValidationErrors(err)) {
          // One message per field: the first, as the form shows it.
          const issues = new Map<string, string>();
          for (const issue of err.validation) {
            const path = toFieldPath(issue.instancePath);
            if (!issues.has(path)) issues.set(path, issue.message ?? "Invalid value");
          }
          const list = [...issues].map(([path, message]) => ({ path, message }));
          return reply.code(400).send(errorBody(400, "The request has invalid fields", { issues: list }));
        }

        if (err instanceof DatabaseUnavailableError) {
          const errorId = randomUUID();
          request.log.error({ err, errorId }, "database unavailable");
          return reply
            .code(503)
            .header("retry-after", "5")
            .send(
              errorBody(503, "The service is temporarily unavailable. Please try again shortly.", {
                errorId,
              }),
            );
        }

        // A service of someone else's that is down (the vehicle lookup): 503 with what to do instead.
        if (err instanceof HttpError && err.statusCode === 503) {
          return reply.code(503).header("retry-after", "30").send(errorBody(503, err.message));
        }

        const statusCode =
          err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
        if (statusCode >= 500) {
          const errorId = randomUUID();
          request.log.error({ err, errorId }, "request failed");
          return reply
            .code(500)
            .send(errorBody(500, "Something went wrong on our side. Please try again.", { errorId }));
        }
        const message = (err.code && clientErrorMessages[err.code]) || err.message;
        return reply.code(statusCode).send(errorBody(statusCode, message, { issues: err.issues }));
      },
    );

    app.setNotFoundHandler((_request, reply) => {
      reply.code(404).send(errorBody(404, "No route answers this method and address; see /api/docs"));
    });
  },
  { name: "error-handler" },
);

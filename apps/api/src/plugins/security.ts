import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";
import { HttpError } from "../http-error";

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet builds a helmet
 * middleware on every request (parsing the CSP directives again each time); the headers never
 * change, so the service sets the same values from this table instead.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * CORS for the allowlisted origins only (with credentials), security headers, and a rate limit
 * that routes opt into with `config: { rateLimit: {} }` (every POST route does).
 */
export const security = fp(
  async (app: FastifyInstance, config: Config) => {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: true,
      methods: ["GET", "POST"],
      maxAge: 600,
    });
    const headers = securityHeaders({
      // The API and the site are different origins of the same site (localhost:3000 and :3001).
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, {
      global: false,
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: "security" },
);

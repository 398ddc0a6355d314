import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { HttpError } from "../http-error";

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
    await app.register(helmet, {
      // The API and the site are different origins of the same site (localhost:3000 and :3001).
      crossOriginResourcePolicy: { policy: "same-site" },
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

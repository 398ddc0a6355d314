import cors from "@fastify/cors";
import fastifyHelmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { Redis } from "ioredis";
import type { Config } from "../config";
import { HttpError } from "../http-error";

const helmetOptions = {
  // The API and the site are different origins of the same site (localhost:3000 and :3001).
  crossOriginResourcePolicy: { policy: "same-site" as const },
};

/**
 * Helmet's headers for an answer Fastify makes before any hook runs (a malformed URL, an
 * over-long parameter: see `frameworkErrors` in app.ts), so those carry them too.
 */
export const applySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) =>
  helmet(helmetOptions)(request.raw, reply.raw, () => {});

/**
 * Helmet's headers as name/value pairs, worked out once by running helmet on a stand-in
 * response: for answers written straight to a socket, outside any request (see below).
 */
function helmetHeaderPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string | number | string[]) =>
      pairs.push([name, Array.isArray(value) ? value.join(", ") : String(value)]),
    removeHeader: (name: string) => {
      const at = pairs.findIndex(([existing]) => existing.toLowerCase() === name.toLowerCase());
      if (at >= 0) pairs.splice(at, 1);
    },
    getHeader: () => undefined,
  };
  helmet(helmetOptions)({ headers: {} } as never, response as never, () => {});
  return pairs;
}

const CRLF = "\r\n";

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it (a
 * malformed method, header or request line). Answers 400 (431 for headers too large, 408 for a
 * request that timed out) in the service's error shape, with the security headers every other
 * answer carries, then closes the connection.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import("node:net").Socket): void {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [statusCode, error, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request's headers are too large"]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "The request took too long to arrive"]
        : [400, "Bad Request", "The request is not valid HTTP"];
  const body = JSON.stringify({ statusCode, error, message });
  const headers = [
    ...clientErrorHeaders,
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ["Connection", "close"],
  ];
  socket.end(
    `HTTP/1.1 ${statusCode} ${error}${CRLF}${headers.map(([name, value]) => `${name}: ${value}`).join(CRLF)}${CRLF}${CRLF}${body}`,
  );
}

const clientErrorHeaders = helmetHeaderPairs();

/**
 * CORS for the allowlisted origins only (with credentials for the site's alone), helmet's security headers on every
 * answer, and a rate limit that routes opt into with `config: { rateLimit: {} }` (every POST
 * route does), per client IP or per partner key: shared by every instance through Redis when
 * REDIS_URL is set, per instance otherwise.
 */
export const security = fp(
  async (app: FastifyInstance, config: Config) => {
    // Only the site may call with credentials (the account's session cookie); the other
    // allowlisted origins are answered without them, so their pages cannot use a visitor's session.
    const siteOrigin = new URL(config.SITE_URL).origin;
    const corsFor = (credentials: boolean) => ({
      origin: config.CORS_ORIGINS,
      credentials,
      methods: ["GET", "POST"],
      maxAge: 600,
    });
    const [withCredentials, withoutCredentials] = [corsFor(true), corsFor(false)];
    await app.register(cors, {
      delegator: (request, callback) =>
        callback(null, request.headers.origin === siteOrigin ? withCredentials : withoutCredentials),
    });
    await app.register(fastifyHelmet, helmetOptions);

    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          // Settings @fastify/rate-limit recommends: a Redis that is away fails fast.
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    redis?.on("error", (err) => app.log.warn({ err }, "rate-limit store (Redis) error"));
    if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));

    await app.register(rateLimit, {
      global: false,
      // A partner's key has its own, higher allowance wherever its calls come from; anonymous
      // callers (our site) are counted per client IP. Keys are checked before this runs.
      keyGenerator: (request) => (request.partner ? `partner:${request.partner.id}` : request.ip),
      max: (request) => (request.partner ? config.PARTNER_RATE_LIMIT_MAX : config.RATE_LIMIT_MAX),
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      redis,
      nameSpace: "plummet-rate-limit-",
      // Redis being away must not take quoting down with it: the limit is skipped meanwhile.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: "security" },
);

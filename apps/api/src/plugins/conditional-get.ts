import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answers a strong ETag on 200 and 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

/** Whether an If-None-Match list names this tag (weak comparison, as RFC 9110 section 13.1.2 asks). */
export function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * `Cache-Control: private, no-cache` for a saved quote set: a browser or client may keep a copy
 * but must ask before each use (its ETag makes that a 304 with no body), so a set erased or
 * expired meanwhile answers 404 or 410 rather than showing from the cache; shared caches may not
 * keep it (a reference is a bearer link).
 */
export function revalidateEachUse(reply: FastifyReply): void {
  reply.header("cache-control", "private, no-cache");
}

/**
 * Strong ETags for routes with `config: { etag: true }`: the tag is a SHA-256 of the answer's
 * bytes, so every instance gives the same tag for the same answer, and a request whose
 * If-None-Match names it gets 304 with no body.
 */
export const conditionalGet = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request, reply, payload) => {
      if (!request.routeOptions.config?.etag || reply.statusCode !== 200 || typeof payload !== "string") {
        return payload;
      }
      const etag = `"${createHash("sha256").update(payload).digest("base64url")}"`;
      reply.header("etag", etag);
      const ifNoneMatch = request.headers["if-none-match"];
      if (typeof ifNoneMatch === "string" && noneMatch(ifNoneMatch, etag)) {
        reply.code(304);
        reply.removeHeader("content-type");
        reply.removeHeader("content-length");
        return null;
      }
      return payload;
    });
  },
  { name: "conditional-get" },
);

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Partner, PartnerStore } from "../db/partner-store";
import { HttpError } from "../http-error";

declare module "fastify" {
  interface FastifyRequest {
    /** The partner whose key came with the request; undefined for anonymous callers (our site). */
    partner: Partner | undefined;
  }
}

const BEARER = /^Bearer[ \t]+([\x21-\x7E]{1,512})[ \t]*$/i;

/** One answer for a malformed, unknown or revoked key: it never says which. */
export function unauthorized(reply: FastifyReply, withError: boolean): HttpError {
  reply.header(
    "www-authenticate",
    withError ? 'Bearer realm="plummet", error="invalid_token"' : 'Bearer realm="plummet"',
  );
  return new HttpError(
    401,
    withError
      ? "The API key is not valid. Check it, or ask Plummet for a new one."
      : "This route needs a partner API key: send it as Authorization: Bearer <key>.",
  );
}

/** The calling partner, or 401 when the route is for partners only. */
export function requirePartner(request: FastifyRequest, reply: FastifyReply): Partner {
  if (!request.partner) throw unauthorized(reply, false);
  return request.partner;
}

/**
 * Optional partner keys: `Authorization: Bearer <key>`. No header: an anonymous caller, as our
 * own site is. A key that is malformed, unknown or revoked gets 401 in the error shape with
 * `WWW-Authenticate`, the same for each, before anything else runs (the rate limit included, so
 * the partner's own limit applies). The key is never logged: the logger redacts the header, and
 * request logs carry only the partner's id.
 */
export const partnerAuth = fp(
  async (app: FastifyInstance, { store }: { store: PartnerStore }) => {
    app.decorateRequest("partner", undefined);

    app.addHook("onRequest", async (request, reply) => {
      const header = request.headers.authorization;
      if (header === undefined) return;
      const key = BEARER.exec(header)?.[1];
      const partner = key ? await store.authenticate(key) : undefined;
      if (!partner) throw unauthorized(reply, true);
      request.partner = partner;
      // Its public id on every log line of the request, "request completed" included.
      request.log = request.log.child({ partner: partner.id });
      reply.log = request.log;
    });
  },
  { name: "partner-auth", dependencies: ["persistence"] },
);

import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { IdempotencyScope, IdempotencyStore } from "../db/idempotency-store";
import { EVENT_STREAM, serverSentEvent, wantsEventStream } from "../event-stream";
import { HttpError } from "../http-error";
import type { AddressHasher } from "../suppression/address-hash";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * false: this route keeps no answer for replay and ignores Idempotency-Key, because its
     * answer carries personal data (the your-data routes) that must not outlive an erasure.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key's claim: records a streamed answer at its end. */
    completeIdempotentAnswer?: (answer: {
      status: number;
      body: string;
      location: string | null;
    }) => Promise<void>;
    /** Set with the claim: lets it go when a streamed answer fails, so a retry runs afresh. */
    releaseIdempotentClaim?: () => Promise<void>;
  }
}

/** How long a claim may stay in flight before another request may take it over (its instance stopped). */
const LEASE_MS = 60_000;

/** The answer's header on a replay. */
export const REPLAYED_HEADER = "idempotency-replayed";

/** JSON with object keys sorted, so the same body hashes the same however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The key from an `Idempotency-Key` header: the draft's Structured Field string (`"..."`), or
 * the bare token many clients send. 1-255 visible ASCII characters; anything else is undefined.
 */
export function parseIdempotencyKey(header: string): string | undefined {
  let key = header.trim();
  if (key.startsWith('"') || key.endsWith('"')) {
    if (key.length < 2 || !key.startsWith('"') || !key.endsWith('"')) return undefined;
    const inner = key.slice(1, -1);
    if (/(^|[^\\])"/.test(inner) || /\\(?!["\\])/.test(inner)) return undefined;
    key = inner.replace(/\\(["\\])/g, "$1");
  }
  return /^[\x21-\x7E](?:[\x20-\x7E]{0,253}[\x21-\x7E])?$/.test(key) ? key : undefined;
}

/**
 * The request's fingerprint: SHA-256 of its method, path, query string and canonical body, so the
 * same key with any of them changed is another request (422), never a replay.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  const search = query < 0 ? "" : url.slice(query + 1);
  return createHash("sha256")
    .update(`${method}\n${path}\n${search}\n${canonicalJson(body)}`)
    .digest("hex");
}

/** The address a request's body names (quote, contact and your-data forms), if any. */
const addressOf = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : undefined;
};

const claims = new WeakMap<FastifyRequest, IdempotencyScope>();

/**
 * `Idempotency-Key` (IETF httpapi draft) on every POST route. The first request with a key runs
 * and its answer is kept for 24 hours; a retry with the same key and body gets that answer again
 * (same status and body, `Idempotency-Replayed: true`) and nothing new is stored or emailed; the
 * same key with another body gets 422; a retry while the first is still running gets 409. Keys
 * are scoped to the caller (the partner, or every anonymous caller together) and the route, and
 * live in the database, so any instance answers a retry. A request that fails on our side (5xx)
 * lets its key go, so the retry runs afresh. Bodies that fail validation never claim a key. A
 * request's fingerprint covers its method, path, query string and body; a key naming an address
 * (the body's email) records that address's keyed hash, so erasing the address deletes it.
 */
export const idempotency = fp(
  async (
    app: FastifyInstance,
    {
      store,
      config,
      clock,
      hasher,
    }: { store: IdempotencyStore; config: Config; clock: () => Date; hasher: AddressHasher },
  ) => {
    app.decorateRequest("completeIdempotentAnswer", undefined);
    app.decorateRequest("releaseIdempotentClaim", undefined);
    app.addHook("preHandler", async (request, reply) => {
      if (request.method !== "POST" || request.routeOptions.config?.idempotent === false) return;
      const header = request.headers["idempotency-key"];
      if (header === undefined) return;
      const key = typeof header === "string" ? parseIdempotencyKey(header) : undefined;
      if (key === undefined) {
        throw new HttpError(400, "The request has invalid fields", [
          {
            path: "Idempotency-Key",
            message: "The Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID",
          },
        ]);
      }
      const id: IdempotencyScope = {
        scope: request.partner ? `partner:${request.partner.id}` : "anonymous",
        route: `POST ${request.url.split("?")[0]}`,
        key,
      };
      const requestHash = requestFingerprint(request.method, request.url, request.body);
      const address = addressOf(request.body);
      const claim = await store.claim(id, requestHash, clock(), LEASE_MS, address && hasher.hash(address));
      switch (claim.outcome) {
        case "claimed":
          claims.set(request, id);
          // A streamed answer ends after onSend has run: its route records the answer itself.
          request.completeIdempotentAnswer = async (answer) => {
            claims.delete(request);
            await store.complete(id, answer).catch((err: unknown) => {
              request.log.warn({ err }, "could not record the answer to an idempotency key");
            });
          };
          request.releaseIdempotentClaim = async () => {
            claims.delete(request);
            await store.release(id).catch(() => undefined);
          };
          return;
        case "in-flight":
          reply.header("retry-after", "1");
          throw new HttpError(
            409,
            "A request with this Idempotency-Key is still being processed. Try again once it has answered.",
          );
        case "mismatch":
          throw new HttpError(
            422,
            "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
          );
        case "replay": {
          const { status, body, location } = claim.answer;
          // Asked as a stream: the finished set as its one event, never a second pricing.
          if (status === 201 && wantsEventStream(request)) {
            reply
              .code(200)
              .header("content-type", `${EVENT_STREAM}; charset=utf-8`)
              .header("cache-control", "no-store")
              .header(REPLAYED_HEADER, "true");
            request.log.info({ status }, "idempotent replay, as events");
            return reply.send(serverSentEvent("set", body));
          }
          reply
            .code(status)
            .header("content-type", "application/json; charset=utf-8")
            .header(REPLAYED_HEADER, "true");
          if (location) reply.header("location", location);
          request.log.info({ status }, "idempotent replay");
          return reply.send(body);
        }
      }
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const id = claims.get(request);
      if (!id) return payload;
      // A stream's answer is recorded by its route once the stream ends (completeIdempotentAnswer).
      if (typeof payload !== "string" && reply.statusCode === 200 && request.completeIdempotentAnswer) {
        const type = String(reply.getHeader("content-type") ?? "");
        if (type.startsWith(EVENT_STREAM)) return payload;
      }
      claims.delete(request);
      try {
        if (reply.statusCode >= 500 || typeof payload !== "string") await store.release(id);
        else {
          const location = reply.getHeader("location");
          await store.complete(id, {
            status: reply.statusCode,
            body: payload,
            location: typeof location === "string" ? location : null,
          });
        }
      } catch (err) {
        // The answer still goes out; the claim lapses after its lease and a retry runs afresh.
        request.log.warn({ err }, "could not record the answer to an idempotency key");
      }
      return payload;
    });

    // Keys older than 24 hours are deleted by one instance per purge interval.
    app.jobs.every({
      name: "purge-idempotency-keys",
      everyMinutes: config.PURGE_INTERVAL_MINUTES,
      run: async () => ({ deleted: await store.purgeExpired(clock()) }),
      done: "purged expired idempotency keys",
      failed: "purge of idempotency keys failed",
    });
  },
  { name: "idempotency", dependencies: ["jobs", "partner-auth"] },
);

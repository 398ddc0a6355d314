import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, operations, paths } from "./openapi.js";

export {
  type QuoteProgress,
  QuoteStreamError,
  type QuoteStreamHandlers,
  type StreamQuoteSetOptions,
  streamQuoteSet,
} from "./quote-stream.js";
export type { components, operations, paths };

type Schemas = components["schemas"];
export type QuoteRequest = Schemas["QuoteRequest"];
export type QuoteSet = Schemas["QuoteSet"];
export type Quote = Schemas["Quote"];
export type SelectQuoteRequest = Schemas["SelectQuoteRequest"];
export type SelectQuoteResponse = Schemas["SelectQuoteResponse"];
export type ContactRequest = Schemas["ContactRequest"];
export type ContactResponse = Schemas["ContactResponse"];
export type PartnerUsage = Schemas["PartnerUsage"];
/** Every error the API answers has this shape; a validation failure (400) carries `issues`. */
export type PlummetError = Schemas["ErrorResponse"];
/** One field's problem on a 400: its dotted path (`age`, `details.noClaimsYears`) and the message. */
export type PlummetIssue = NonNullable<PlummetError["issues"]>[number];

/** An openapi-fetch client typed by the quotes API: `client.POST("/api/quotes", { body })`. */
export type PlummetClient = Client<paths, "application/json">;

export interface PlummetClientOptions {
  /** The quotes service's origin, e.g. `https://api.plummet.example`. */
  baseUrl: string;
  /** A partner key (`plm_…`), sent as `Authorization: Bearer`; leave it out to call anonymously. */
  apiKey?: string;
  /** How long one attempt may take before it is aborted (and retried); default 10,000 ms. */
  timeoutMs?: number;
  /** How many times to try again after a 429, a 503, a dropped connection or a timeout; default 2. */
  retries?: number;
  /** The longest `Retry-After` to wait for; a longer one answers the 429 or 503 as it is. Default 60,000 ms. */
  maxRetryAfterMs?: number;
  /** The fetch to send requests with (a proxy's, or one that records them); default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
}

const RETRIED_STATUSES = new Set([429, 503]);

/** A fresh Idempotency-Key, as the IETF draft writes it: a Structured Field string holding a UUID. */
export function newIdempotencyKey(): string {
  return `"${crypto.randomUUID()}"`;
}

/**
 * How long a `Retry-After` header asks to wait, in milliseconds: delay-seconds or an HTTP date;
 * undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with jitter: about 0.25 s, 0.5 s, 1 s, ... at most 8 s. */
function backoffMs(attempt: number): number {
  const ceiling = Math.min(8_000, 250 * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * A signal that aborts with a TimeoutError after `ms`. Not `AbortSignal.timeout`: `AbortSignal.any`
 * holds its sources weakly in Node, so a timeout signal nothing else held could be collected and
 * never fire (an attempt at a silent server then hung; seen once in CI). Here the timer holds it.
 * Unreferenced, so a pending timer never keeps a Node process alive.
 */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
    ms,
  );
  (timer as { unref?: () => void }).unref?.();
  return controller.signal;
}

/**
 * A fetch that retries: after a 429 or 503 (waiting as `Retry-After` says, or backing off), after
 * a 409 that says the first attempt of the same idempotent request is still running, and after a
 * dropped connection or a timeout. Each attempt has its own timeout through `AbortSignal`; the
 * caller's own signal stops everything at once. The request is replayed byte for byte, headers
 * included, so a POST keeps its Idempotency-Key across the retries and is never done twice.
 */
function retryingFetch(
  send: (request: Request) => Promise<Response>,
  { retries, timeoutMs, maxRetryAfterMs }: { retries: number; timeoutMs: number; maxRetryAfterMs: number },
) {
  return async (request: Request): Promise<Response> => {
    const body = request.body === null ? undefined : await request.arrayBuffer();
    const callerSignal = request.signal;
    for (let attempt = 0; ; attempt += 1) {
      const signal = AbortSignal.any([callerSignal, timeoutSignal(timeoutMs)]);
      let response: Response;
      try {
        response = await send(new Request(request, { body, signal }));
      } catch (error) {
        // The caller gave up, or we are out of attempts: the error is theirs to see.
        if (callerSignal.aborted || attempt >= retries) throw error;
        await sleep(backoffMs(attempt), callerSignal);
        continue;
      }
      const retryable =
        RETRIED_STATUSES.has(response.status) ||
        (response.status === 409 && attempt > 0 && request.headers.has("idempotency-key"));
      if (!retryable || attempt >= retries) return response;
      const asked = retryAfterMs(response.headers.get("retry-after"));
      if (asked !== undefined && asked > maxRetryAfterMs) return response;
      await response.body?.cancel();
      await sleep(asked ?? backoffMs(attempt), callerSignal);
    }
  };
}

/**
 * Sends the partner key, and gives every POST an Idempotency-Key (unless the caller set one):
 * made once per call, before any retry, so every attempt carries the same key.
 */
function plummetHeaders(apiKey: string | undefined): Middleware {
  return {
    onRequest({ request }) {
      if (apiKey) request.headers.set("authorization", `Bearer ${apiKey}`);
      if (request.method === "POST" && !request.headers.has("idempotency-key")) {
        request.headers.set("idempotency-key", newIdempotencyKey());
      }
      return request;
    },
  };
}

/**
 * A client for the Plummet quotes API. Every call answers `{ data, error, response }`: `data` on
 * success, otherwise `error` in the API's one error shape (with per-field `issues` on a 400).
 *
 * ```ts
 * const plummet = createPlummetClient({ baseUrl: "https://api.plummet.example", apiKey });
 * const { data, error } = await plummet.POST("/api/quotes", { body: request });
 * ```
 */
export function createPlummetClient(options: PlummetClientOptions): PlummetClient {
  const { baseUrl, apiKey, timeoutMs = 10_000, retries = 2, maxRetryAfterMs = 60_000 } = options;
  if (!baseUrl) throw new TypeError("createPlummetClient: baseUrl is required");
  if (!Number.isInteger(retries) || retries < 0)
    throw new TypeError("createPlummetClient: retries must be 0 or more");
  if (!(timeoutMs > 0)) throw new TypeError("createPlummetClient: timeoutMs must be more than 0");
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    fetch: retryingFetch(send, { retries, timeoutMs, maxRetryAfterMs }),
  });
  client.use(plummetHeaders(apiKey));
  return client;
}

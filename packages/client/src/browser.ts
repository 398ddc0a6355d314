import createClient from "openapi-fetch";
import type { PlummetClient } from "./index.js";
import type { paths } from "./openapi.js";

/**
 * The client for a web page that calls the quotes service from the browser: the same typed paths,
 * bodies and answers as `createPlummetClient`, in about a third of the code. It sends the
 * browser's credentials and nothing else of its own: no retries, time limit or Idempotency-Key
 * (a page's "Try again" is its retry). Servers and partners use `createPlummetClient`.
 */
export function createPlummetBrowserClient(baseUrl: string): PlummetClient {
  // The page's fetch at the time of each call (not the one there when the client was made).
  return createClient<paths>({
    baseUrl,
    fetch: (request) => globalThis.fetch(request, { credentials: "include" }),
  });
}

export { type QuoteProgress, QuoteStreamError, streamQuoteSet } from "./quote-stream.js";

import { createParser } from "eventsource-parser";
import type { components } from "./openapi.js";

type Schemas = components["schemas"];

/** How many insurers have answered (priced, declined or been left out) of how many were asked. */
export interface QuoteProgress {
  answered: number;
  asked: number;
}

export interface QuoteStreamHandlers {
  /** Each quote as it is priced, as it will appear in the set. */
  onQuote?: (quote: Schemas["Quote"]) => void;
  /** Whenever an insurer answers, declines or is left out. */
  onProgress?: (progress: QuoteProgress) => void;
}

/** A stream the service refused before any event (its status and JSON error), or one that broke. */
export class QuoteStreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: Schemas["ErrorResponse"] | undefined,
  ) {
    super(body?.message ?? `The quote stream ended without a quote set (status ${status})`);
    this.name = "QuoteStreamError";
  }
}

export interface StreamQuoteSetOptions {
  baseUrl: string;
  body: Schemas["QuoteRequest"];
  /** Extra headers: a partner key (`authorization`), an `idempotency-key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The fetch to send with; `globalThis.fetch` by default (a page passes one sending credentials). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * `POST /api/quotes` as Server-Sent Events, typed: calls `onQuote` and `onProgress` as the
 * service streams them and resolves with the saved quote set (the `set` event). A refusal before
 * any event (400, 413, 429, ...) rejects with a `QuoteStreamError` holding the JSON error.
 */
export async function streamQuoteSet(
  options: StreamQuoteSetOptions,
  handlers: QuoteStreamHandlers = {},
): Promise<Schemas["QuoteSet"]> {
  const send = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const response = await send(new URL("/api/quotes", options.baseUrl).toString(), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...options.headers },
    body: JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
    const body = (await response.json().catch(() => undefined)) as Schemas["ErrorResponse"] | undefined;
    throw new QuoteStreamError(response.status, body);
  }
  let set: Schemas["QuoteSet"] | undefined;
  let failure: Schemas["ErrorResponse"] | undefined;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const value = JSON.parse(data);
      if (event === "quote") handlers.onQuote?.(value);
      else if (event === "progress") handlers.onProgress?.(value);
      else if (event === "set") set = value;
      else if (event === "error") failure = value;
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  if (!set) throw new QuoteStreamError(response.status, failure);
  return set;
}

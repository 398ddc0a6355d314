import { PassThrough } from "node:stream";
import { Quote, type QuoteRequest, QuoteSetResponse } from "@plummet/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { EVENT_STREAM, serverSentEvent } from "../event-stream";
import { type QuoteService, toQuoteSetResponse } from "../quotes/quote-service";
import { serializerFor } from "../response-serializer";

/** The events' JSON, written from the same contracts as the JSON answers (what they do not declare never leaves). */
const quoteJson = serializerFor(Quote);
const setJson = serializerFor(QuoteSetResponse);

/**
 * POST /api/quotes as Server-Sent Events: `quote` for each quote as it is priced, `progress`
 * whenever an insurer answers, declines or is left out, then `set`, the saved set exactly as
 * GET /api/quotes/<reference> answers it. The set is priced and saved whatever becomes of the
 * connection; writes are buffered, so a slow reader never holds the pricing back.
 */
export function streamQuoteSet(
  request: FastifyRequest<{ Body: QuoteRequest }>,
  reply: FastifyReply,
  quoteService: QuoteService,
) {
  const stream = new PassThrough();
  // Events made in one turn of the event loop are written as one chunk: the built-in panel prices
  // all its insurers at once, and a write per event (two per insurer) cost a socket write each.
  let pending = "";
  const flush = () => {
    if (!stream.writableEnded && pending) stream.write(pending);
    pending = "";
  };
  const send = (event: string, data: unknown) => {
    if (!pending) setImmediate(flush);
    pending += serverSentEvent(event, data);
  };
  quoteService
    .create(
      request.body,
      { partnerId: request.partner?.id },
      {
        onQuote: (quote) => send("quote", quoteJson(quote)),
        onProgress: (progress) => send("progress", progress),
      },
    )
    .then(async (set) => {
      const body = setJson(toQuoteSetResponse(set));
      send("set", body);
      await request.completeIdempotentAnswer?.({
        status: 201,
        body,
        location: `/api/quotes/${set.reference}`,
      });
    })
    .catch(async (err: unknown) => {
      request.log.error({ err }, "streamed quote set failed");
      send("error", { message: "Something went wrong on our side. Please try again." });
      await request.releaseIdempotentClaim?.();
    })
    .finally(() => {
      flush();
      stream.end();
    });
  return reply
    .code(200)
    .header("content-type", `${EVENT_STREAM}; charset=utf-8`)
    .header("cache-control", "no-store")
    .send(stream);
}

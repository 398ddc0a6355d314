import {
  QuoteReferenceParams,
  QuoteRequest,
  QuoteSetResponse,
  quoteOrderRule,
  SelectQuoteRequest,
  SelectQuoteResponse,
} from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { wantsEventStream } from "../event-stream";
import { revalidateEachUse } from "../plugins/conditional-get";
import { type QuoteService, toQuoteSetResponse } from "../quotes/quote-service";
import { errorResponses } from "./error-responses";
import { streamQuoteSet } from "./quote-stream";

export interface QuoteRoutesOptions {
  quoteService: QuoteService;
}

export const quoteRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = async (app, { quoteService }) => {
  app.post(
    "/api/quotes",
    {
      config: { rateLimit: {} },
      schema: {
        operationId: "createQuoteSet",
        tags: ["quotes"],
        summary: "Price a quote request against the insurer panel",
        description:
          "Validates the request with the same schema and messages as the website's form, asks every " +
          "insurer on the panel for a price, saves the quote set and answers it in the one order every " +
          `list of quotes follows: ${quoteOrderRule} The answer is ordered for paying once a year. ` +
          "Insurers that decline the risk, fail or run out of time are counted in `providers` and left out. " +
          "Sent with `Accept: text/event-stream`, it answers 200 as Server-Sent Events instead: `quote` for each " +
          "quote as it is priced, `progress` (`{answered, asked}`) as each insurer answers, declines or is left out, " +
          "and last `set`, the saved quote set as GET /api/quotes/{reference} answers it. Errors before pricing " +
          "(400, 413, 415, 429, the partner and Idempotency-Key rules) answer as JSON, before any event.",
        body: QuoteRequest,
        response: { 201: QuoteSetResponse, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      if (wantsEventStream(request)) return streamQuoteSet(request, reply, quoteService);
      const set = await quoteService.create(request.body, { partnerId: request.partner?.id });
      return reply.code(201).header("location", `/api/quotes/${set.reference}`).send(toQuoteSetResponse(set));
    },
  );

  app.get(
    "/api/quotes/:reference",
    {
      config: { etag: true },
      schema: {
        operationId: "getQuoteSet",
        tags: ["quotes"],
        summary: "Reopen a saved quote set",
        description: "Answers the saved quotes until the set expires (410 after that; 404 when unknown).",
        params: QuoteReferenceParams,
        response: { 200: QuoteSetResponse, ...errorResponses(400, 404, 410, 503) },
      },
    },
    async (request, reply) => {
      const set = await quoteService.open(request.params.reference);
      revalidateEachUse(reply);
      return toQuoteSetResponse(set);
    },
  );

  app.post(
    "/api/quotes/:reference/select",
    {
      config: { rateLimit: {} },
      schema: {
        operationId: "selectQuote",
        tags: ["quotes"],
        summary: "Choose a quote and go to the insurer",
        description:
          "Records the click-out and answers where the visitor goes next: the insurer's page to finish " +
          "the purchase. The quote must belong to the quote set named in the path.",
        params: QuoteReferenceParams,
        body: SelectQuoteRequest,
        response: { 200: SelectQuoteResponse, ...errorResponses(400, 404, 410, 413, 415, 429, 503) },
      },
    },
    async (request) =>
      quoteService.select(request.params.reference, request.body.quoteId, { partnerId: request.partner?.id }),
  );
};

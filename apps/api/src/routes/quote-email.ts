import { QuoteEmailResponse, QuoteReferenceParams } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { QuoteService } from "../quotes/quote-service";
import { errorResponses } from "./error-responses";

export interface QuoteEmailRoutesOptions {
  quoteService: QuoteService;
}

/** "Email me these quotes": a set saved without its email (the site's refines) sent when asked, once. */
export const quoteEmailRoutes: FastifyPluginAsyncZod<QuoteEmailRoutesOptions> = async (
  app,
  { quoteService },
) => {
  app.post(
    "/api/quotes/:reference/email",
    {
      config: { rateLimit: {} },
      schema: {
        operationId: "emailQuoteSet",
        tags: ["quotes"],
        summary: "Email a saved quote set to its address",
        description:
          "Queues the set's email to the address it was asked for with, once: a set made with `emailQuotes: false` " +
          "(the site's refines) is emailed when the visitor asks. Asked again, or for a set already emailed, it answers " +
          "`already-sent` and sends nothing. 404 when unknown, 410 once expired, 503 when this service sends no email.",
        params: QuoteReferenceParams,
        response: {
          202: QuoteEmailResponse,
          200: QuoteEmailResponse,
          ...errorResponses(400, 404, 410, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const answer = await quoteService.email(request.params.reference);
      return reply.code(answer.status === "queued" ? 202 : 200).send(answer);
    },
  );
};

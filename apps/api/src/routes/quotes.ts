import { randomUUID } from "node:crypto";
import { insurers } from "@plummet/content/insurers";
import { ErrorResponse, QuoteRequest, QuoteResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { priceQuotes } from "../rating/engine";

/** How long a quote set stays valid. */
const QUOTE_VALIDITY_MS = 30 * 24 * 60 * 60 * 1000;

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/quotes",
    {
      schema: {
        tags: ["quotes"],
        summary: "Price a quote request against the insurer panel",
        body: QuoteRequest,
        response: { 200: QuoteResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const quotes = priceQuotes(request.body, insurers);
      return {
        reference: `PLM-${randomUUID().slice(0, 8).toUpperCase()}`,
        insuranceType: request.body.insuranceType,
        coverageAmount: request.body.coverageAmount,
        quotes,
        providersSearched: insurers.length,
        assumptions: [],
        expiresAt: new Date(Date.now() + QUOTE_VALIDITY_MS).toISOString(),
      };
    },
  );
};

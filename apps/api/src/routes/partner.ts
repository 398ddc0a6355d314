import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PartnerService } from "../partners/partner-service";
import { requirePartner } from "../plugins/partner-auth";
import { errorResponses } from "./error-responses";

export const PartnerUsageQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(30)
    .describe("How many days back to count, today (UTC) included: 1-90, default 30"),
});

export const PartnerUsage = z
  .object({
    partner: z.object({ id: z.string(), name: z.string() }).describe("The key's partner"),
    from: z.string().describe("The first day counted (UTC), YYYY-MM-DD"),
    to: z.string().describe("The last day counted (UTC, today), YYYY-MM-DD"),
    days: z
      .array(
        z
          .object({
            date: z.string().describe("The day (UTC), YYYY-MM-DD"),
            insuranceType: z.string().describe("The product, e.g. car"),
            quotes: z.number().int().nonnegative().describe("Quote sets made with this key"),
            clickOuts: z.number().int().nonnegative().describe("Quotes chosen (click-outs) with this key"),
          })
          .meta({ id: "PartnerUsageDay" }),
      )
      .describe("One row per day and product with any activity, oldest first"),
  })
  .meta({ id: "PartnerUsage" });

export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnerService }> = async (
  app,
  { partners },
) => {
  app.get(
    "/api/partner/usage",
    {
      schema: {
        operationId: "getPartnerUsage",
        tags: ["partners"],
        summary: "Your key's quote sets and click-outs, by day and product",
        description:
          "Counts what was done with the calling key only (never anyone else's): quote sets made and quotes " +
          "chosen, per UTC day and product. Needs a partner key; quote sets are kept 90 days.",
        security: [{ partnerKey: [] }],
        querystring: PartnerUsageQuery,
        response: {
          200: PartnerUsage,
          ...errorResponses(400, 401, 503),
        },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request, reply);
      reply.header("cache-control", "private, no-cache");
      return partners.usage(partner, request.query.days);
    },
  );
};

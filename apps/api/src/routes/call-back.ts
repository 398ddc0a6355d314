import { CallBackRequest, CallBackResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CallBackService } from "../call-back/call-back-service";
import { errorResponses } from "./error-responses";

export const callBackRoutes: FastifyPluginAsyncZod<{ callBacks: CallBackService }> = async (
  app,
  { callBacks },
) => {
  app.post(
    "/api/call-back",
    {
      config: { rateLimit: {} },
      schema: {
        operationId: "requestCallBack",
        tags: ["contact"],
        summary: "Ask the Plummet team to call a UK number back",
        description:
          "Stores the request and emails a confirmation to the address given. The number must be a UK mobile or landline: another country's number, and premium-rate, personal, pager and freephone numbers, are refused (400) with a message saying which.",
        body: CallBackRequest,
        response: {
          201: CallBackResponse,
          ...errorResponses(400, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const reference = await callBacks.request(request.body);
      request.log.info({ reference, topic: request.body.topic }, "call-back request stored");
      return reply.code(201).send({
        reference,
        message: "Thank you. We have your request and have emailed you a confirmation.",
      });
    },
  );
};

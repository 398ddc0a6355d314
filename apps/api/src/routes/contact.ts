import { ContactRequest, ContactResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ContactService } from "../contact/contact-service";
import { errorResponses } from "./error-responses";

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    "/api/contact",
    {
      config: { rateLimit: {} },
      schema: {
        operationId: "sendContactMessage",
        tags: ["contact"],
        summary: "Send a message to the Plummet team",
        body: ContactRequest,
        response: {
          201: ContactResponse,
          ...errorResponses(400, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const reference = await contact.send(request.body);
      request.log.info({ reference, inquiryType: request.body.inquiryType }, "contact message stored");
      return reply.code(201).send({
        reference,
        message: "Thank you. We have your message and will reply within about 24 hours.",
      });
    },
  );
};

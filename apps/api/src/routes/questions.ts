import { QuestionSetResponse, QuestionsParams, questionSets } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "./error-responses";

/** The full quote's questions as data: the same sets the site's form and this API's validation use. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/questions/:insuranceType",
    {
      config: { etag: true },
      schema: {
        operationId: "getQuestionSet",
        tags: ["quotes"],
        summary: "The questions a product is priced on, for building a form",
        description:
          "Every question of the product's full quote, in steps, with its kind, choices, limits, the " +
          "condition under which it is asked and whether the built-in panel prices on it. Answers go in " +
          "`details` of POST /api/quotes, keyed by each question's id; a group's answer is an array of " +
          "objects keyed by its fields' ids. Any question left out takes its stated assumption.",
        params: QuestionsParams,
        response: { 200: QuestionSetResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { insuranceType } = request.params;
      reply.header("cache-control", "public, max-age=3600");
      return { insuranceType, steps: questionSets[insuranceType].steps } as QuestionSetResponse;
    },
  );
};

import type { z } from "zod/mini";
import type { InsuranceType } from "./insurance";
import { insuranceTypes } from "./insurance-types";
import { answersSchema } from "./questions/full-answers";
import { fromDetailQuestion } from "./questions/question";
import { detailsMessages, type ProductDetails, questionsOf } from "./quote-details";

/**
 * The refine step's schemas: each product's answers schema built from its refine questions only
 * (the same builder, rules and messages as the full quote's), without the full question sets, so
 * the results page's refine form stays small. Any other question is refused here.
 */
export const refineDetailsSchemas = Object.fromEntries(
  insuranceTypes.map((type) => [
    type,
    answersSchema(
      type,
      {
        steps: [
          {
            id: "refine",
            title: "",
            questions: questionsOf(type).map(([key, question]) => fromDetailQuestion(key, question)),
          },
        ],
      },
      detailsMessages.unknownQuestion,
      { documented: false },
    ),
  ]),
) as unknown as { [T in InsuranceType]: z.ZodMiniType<ProductDetails<T>, ProductDetails<T>> };

import { z } from "zod/mini";
import { insuranceTypes } from "./insurance-types";

/** GET /api/questions/{insuranceType}: the product's question set as data, for a partner's own form. */

export const QuestionsParams = z.object({
  insuranceType: z.enum(insuranceTypes, {
    error: `Choose one of the products: ${insuranceTypes.join(", ")}`,
  }),
});

const Choice = z
  .object({ value: z.string(), label: z.string() })
  .register(z.globalRegistry, { id: "QuestionChoice" });

const Condition = z
  .object({
    question: z
      .string()
      .register(z.globalRegistry, { description: "The id of the question this one depends on" }),
    oneOf: z
      .array(z.string())
      .register(z.globalRegistry, { description: "Asked only when that answer is one of these" }),
  })
  .register(z.globalRegistry, { id: "QuestionCondition" });

const DateLimits = z
  .object({
    earliest: z.object({ yearsAgo: z.number() }),
    latest: z.union([z.literal("today"), z.object({ daysAhead: z.number() })]),
  })
  .register(z.globalRegistry, { id: "DateLimits" });

const fieldShape = {
  id: z
    .string()
    .register(z.globalRegistry, { description: "The answer's key in the quote request's details" }),
  kind: z.enum(["choice", "yes-no", "number", "money", "date", "text"]).register(z.globalRegistry, {
    description:
      "choice and yes-no take one of `choices` (yes-no: yes or no); number and money a whole number (money in pounds) from min to max; date YYYY-MM-DD within `limits`; text up to maxLength, matching `pattern` when given",
  }),
  label: z.string(),
  hint: z.string().register(z.globalRegistry, { description: "Why it is asked" }),
  message: z
    .string()
    .register(z.globalRegistry, { description: "The message when the answer is missing or refused" }),
  askedIf: z.optional(Condition),
  optional: z.optional(z.boolean()),
  priced: z
    .boolean()
    .register(z.globalRegistry, { description: "Whether the built-in panel's prices move with it" }),
  choices: z.optional(z.array(Choice)),
  assumed: z
    .optional(z.union([z.string(), z.number(), z.record(z.string(), z.string())]))
    .register(z.globalRegistry, {
      description:
        "What a quick quote assumes when the question is not answered (per cover level when it is an object)",
    }),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  unit: z.optional(z.string()),
  limits: z.optional(DateLimits),
  maxLength: z.optional(z.number()),
  pattern: z.optional(z.string()),
};

const FieldQuestion = z.object(fieldShape).register(z.globalRegistry, { id: "FieldQuestion" });

const Question = z
  .object({
    ...fieldShape,
    kind: z.enum(["choice", "yes-no", "number", "money", "date", "text", "group"]),
    itemName: z.optional(z.string()),
    maxItems: z.optional(z.number()),
    fields: z.optional(z.array(FieldQuestion)).register(z.globalRegistry, {
      description: "A group's questions, answered once per item (an array of objects)",
    }),
  })
  .register(z.globalRegistry, { id: "Question" });

export const QuestionSetResponse = z
  .object({
    insuranceType: z.enum(insuranceTypes),
    steps: z.array(
      z
        .object({ id: z.string(), title: z.string(), questions: z.array(Question) })
        .register(z.globalRegistry, { id: "QuestionStep" }),
    ),
  })
  .register(z.globalRegistry, { id: "QuestionSet" });
export type QuestionSetResponse = z.infer<typeof QuestionSetResponse>;

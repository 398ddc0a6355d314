import { z } from "zod/mini";

// Apart from the questions (quote-details), which the full quote's page loads without zod.

/** Whether an answer was the visitor's or the stated default. */
export const DetailSource = z.enum(["given", "default"]);

export const DetailAnswerView = z
  .object({
    question: z
      .string()
      .register(z.globalRegistry, { description: "The question's key, e.g. noClaimsYears" }),
    label: z
      .string()
      .register(z.globalRegistry, { description: "The question, e.g. Years of no-claims bonus" }),
    answer: z.string().register(z.globalRegistry, { description: "The answer's value, e.g. 9-plus" }),
    answerLabel: z
      .string()
      .register(z.globalRegistry, { description: "The answer in words, e.g. 9 years or more" }),
    // A copy: the shared DetailSource keeps no description of its own (classic zod's .describe()).
    source: z.clone(DetailSource).register(z.globalRegistry, {
      description: "given: the visitor answered; default: the stated default was assumed",
    }),
  })
  .register(z.globalRegistry, { id: "DetailAnswer" });
export type DetailAnswerView = z.infer<typeof DetailAnswerView>;

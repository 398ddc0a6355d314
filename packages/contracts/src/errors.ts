import { z } from "zod/mini";

/** One JSON shape for every error the API answers (docs/product/forms-and-messages.md). */
export const ErrorResponse = z
  .object({
    statusCode: z.number().check(z.int()),
    error: z.string(),
    message: z.string(),
    issues: z
      .optional(z.array(z.object({ path: z.string(), message: z.string() })))
      .register(z.globalRegistry, { description: "Per-field problems, on validation failures" }),
    errorId: z.optional(z.string()).register(z.globalRegistry, {
      description: "On 5xx answers: quote it to support; the service's log line of the failure carries it",
    }),
  })
  .register(z.globalRegistry, { id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

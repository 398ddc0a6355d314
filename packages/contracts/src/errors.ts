import { z } from "zod";

/** One JSON shape for every error the API answers (DESIGN.md). */
export const ErrorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe("Per-field problems, on validation failures"),
    errorId: z
      .string()
      .optional()
      .describe("On 5xx answers: quote it to support; the service's log line of the failure carries it"),
  })
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

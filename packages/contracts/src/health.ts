import { z } from "zod/mini";

export const HealthResponse = z
  .object({ status: z.literal("ok") })
  .register(z.globalRegistry, { id: "HealthResponse" });
export type HealthResponse = z.infer<typeof HealthResponse>;

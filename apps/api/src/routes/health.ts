import { HealthResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    { schema: { tags: ["service"], summary: "Liveness check", response: { 200: HealthResponse } } },
    async () => ({ status: "ok" as const }),
  );
};

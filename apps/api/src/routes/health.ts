import { ErrorResponse, HealthResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database";
import { guarded } from "../db/errors";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/health",
    {
      schema: {
        operationId: "getHealth",
        tags: ["service"],
        summary: "Liveness: the process is up",
        response: { 200: HealthResponse },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/api/health/ready",
    {
      schema: {
        operationId: "getReadiness",
        tags: ["service"],
        summary: "Readiness: the database answers",
        response: { 200: HealthResponse, 503: ErrorResponse },
      },
    },
    async () => {
      await guarded(async () => {
        await database.ready();
        await database.ping();
      });
      return { status: "ok" as const };
    },
  );
};

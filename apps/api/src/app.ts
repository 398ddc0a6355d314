import cors from "@fastify/cors";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { errorHandler } from "./plugins/error-handler";
import { healthRoutes } from "./routes/health";
import { quoteRoutes } from "./routes/quotes";

export type { Config } from "./config";
export { loadConfig } from "./config";

/**
 * Builds the quotes service. Tests call this and use `app.inject()`; only `server.ts` listens.
 * Order: external plugins, then ours, then routes.
 */
export async function buildApp(config: Config, options: FastifyServerOptions = {}) {
  const app = Fastify({ bodyLimit: 16 * 1024, ...options }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    methods: ["GET", "POST"],
  });

  await app.register(errorHandler);
  await app.register(healthRoutes);
  await app.register(quoteRoutes);
  return app;
}

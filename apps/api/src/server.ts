import type { Server } from "node:http";
import closeWithGrace from "close-with-grace";
import type { App } from "./app";
import { type Config, loadConfig } from "./config";
import { loggerOptions } from "./logging";
import { startMetricsServer } from "./metrics/metrics-server";
import "./production-mode";

/** A setting or start-up problem stops the process with one clear line, not a stack trace. */
function fail(error: unknown): never {
  console.error(
    `The quotes service could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

// The app after NODE_ENV is set (production-mode.ts): React picks its build when first loaded,
// and a static import would be evaluated before it.
const { buildApp } = await import("./app");

let config: Config;
let app: App;
let metricsServer: Server | undefined;
try {
  config = loadConfig();
  app = await buildApp(config, {
    fastify: {
      logger: loggerOptions(config),
      // Answers slower than this are cut off rather than holding a connection forever.
      requestTimeout: 10_000,
      connectionTimeout: 15_000,
    },
  });
} catch (error) {
  fail(error);
}

// On SIGINT/SIGTERM: stop accepting connections, finish requests in flight, write pending
// quote sets, close the database; give up after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  metricsServer?.close();
  await app.close();
});

try {
  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.METRICS_PORT !== "off") {
    const metrics = await startMetricsServer(app.metrics.registry, config.METRICS_HOST, config.METRICS_PORT);
    metricsServer = metrics.server;
    app.log.info(`metrics on http://${config.METRICS_HOST}:${metrics.port}/metrics`);
  }
} catch (error) {
  await app.close();
  fail(error);
}

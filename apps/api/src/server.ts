import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { loggerOptions } from "./logging";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A bad setting stops start-up with a message naming the variable, not a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config, {
  fastify: {
    logger: loggerOptions(config),
    // Answers slower than this are cut off rather than holding a connection forever.
    requestTimeout: 10_000,
    connectionTimeout: 15_000,
  },
});

// On SIGINT/SIGTERM: stop accepting connections, finish requests in flight, write pending
// quote sets, close the database; give up after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ host: config.HOST, port: config.PORT });

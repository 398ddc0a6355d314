import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig } from "./config";

const config = loadConfig();
const app = await buildApp(config, {
  logger: { level: config.LOG_LEVEL },
  // Answers slower than this are cut off rather than holding a connection forever.
  requestTimeout: 10_000,
});

// Finish requests in flight, then stop; give up after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  await app.close();
});

await app.listen({ host: config.HOST, port: config.PORT });

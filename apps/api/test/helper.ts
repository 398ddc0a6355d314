import { buildApp, loadConfig } from "../src/app";

/** A fresh app for one test file, with the default configuration and no open port. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}) {
  const app = await buildApp(loadConfig(env));
  await app.ready();
  return app;
}

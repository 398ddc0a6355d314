import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppOptions, buildApp, loadConfig } from "../src/app";

/** Settings every test app shares: no logs, a throwaway in-memory database, no rate limit. */
export const testEnv = {
  LOG_LEVEL: "silent",
  DATA_DIR: "memory://",
  RATE_LIMIT_MAX: "1000000",
  // Quote emails from test apps go to a folder of this run's own.
  MAIL_DIR: join(tmpdir(), `plummet-test-mail-${process.pid}`),
} as const;

/** A fresh app for one test file, with no open port (tests call `app.inject()`). */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: AppOptions = {}) {
  const app = await buildApp(loadConfig({ ...testEnv, ...env }), options);
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A valid quote request body as the website sends it. */
export const validQuoteBody = {
  insuranceType: "car",
  coverageAmount: "standard",
  age: "35",
  postcode: "M1 1AE",
  email: "sam@example.com",
} as const;

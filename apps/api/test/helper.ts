import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type AppOptions, buildApp, loadConfig, loggerOptions } from "../src/app";

/** Settings every test app shares: no logs, a throwaway in-memory database, no rate limit. */
export const testEnv = {
  LOG_LEVEL: "silent",
  DATA_DIR: "memory://",
  RATE_LIMIT_MAX: "1000000",
  YOUR_DATA_RATE_LIMIT_MAX: "1000000",
  ACCOUNT_RATE_LIMIT_MAX: "1000000",
  // Links in emails are signed with a key every test app (and instance) shares.
  LINK_SECRET: "a test key for links in emails, 32+ chars",
  // Quote emails from test apps go to a folder of this run's own.
  MAIL_DIR: join(tmpdir(), `plummet-test-mail-${process.pid}`),
} as const;

/**
 * The timeout of a test that starts processes of its own (a command, the built service, a
 * cluster): on a machine busy with other test files that can take longer than the suite's 30 s.
 */
export const SPAWNS_PROCESSES_MS = 120_000;

let snapshot: Blob | undefined;
/** The migrated database this run's test apps start from (test/pglite-snapshot.ts), read once per file. */
export function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject("pgliteSnapshotFile"))]);
  return snapshot;
}

/** A fresh app for one test file, with no open port (tests call `app.inject()`). */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: AppOptions = {}) {
  const app = await buildApp(loadConfig({ ...testEnv, ...env }), {
    pgliteStartFrom: pgliteSnapshot(),
    ...options,
  });
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app that logs everything (trace level) into `lines`, for tests that read its logs. */
export async function createLoggingTestApp(lines: string[], options: AppOptions = {}) {
  const env = { LOG_LEVEL: "trace" };
  const logger = loggerOptions(loadConfig({ ...testEnv, ...env }), { write: (line) => lines.push(line) });
  return createTestApp(env, { ...options, fastify: { logger } });
}

/** A valid quote request body as the website sends it. */
export const validQuoteBody = {
  insuranceType: "car",
  coverageAmount: "standard",
  age: "35",
  postcode: "M1 1AE",
  email: "sam@example.com",
} as const;

/**
 * The databases a whole-service test runs on: embedded PGlite always, and the PostgreSQL server
 * at TEST_DATABASE_URL when it is set.
 */
export const databases: Array<{ name: string; env: NodeJS.ProcessEnv }> = [
  { name: "PGlite", env: {} },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", env: { DATABASE_URL: process.env.TEST_DATABASE_URL } }]
    : []),
];

/** An address of its own for each test, so counts on a shared PostgreSQL database are this test's. */
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${Math.random().toString(36).slice(2, 10)}@example.com`;

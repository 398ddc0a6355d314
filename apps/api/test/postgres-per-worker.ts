import { availableParallelism } from "node:os";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** One PostgreSQL database per Vitest worker (VITEST_POOL_ID 1..n), when TEST_DATABASE_URL is set. */
    postgresWorkerUrls: string[];
  }
}

/**
 * Vitest's global set-up: an empty database of its own on TEST_DATABASE_URL's server for each
 * worker, so that test files running at the same time never share tables (one file's mail sender
 * would otherwise send, to its own SMTP server, the emails another file waits for). Each test app
 * migrates its database as it opens it. test/use-worker-database.ts points each worker at its own.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    project.provide("postgresWorkerUrls", []);
    return;
  }
  const workers = project.globalConfig.maxWorkers ?? availableParallelism();
  const baseUrl = new URL(base);
  const names = Array.from({ length: workers }, (_, i) => `${baseUrl.pathname.slice(1)}_w${i + 1}`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const dropAll = () =>
    Promise.all(names.map((name) => admin.query(`drop database if exists "${name}" with (force)`)));
  await dropAll();
  for (const name of names) await admin.query(`create database "${name}"`);
  project.provide(
    "postgresWorkerUrls",
    names.map((name) => Object.assign(new URL(base), { pathname: `/${name}` }).toString()),
  );
  return async () => {
    await dropAll();
    await admin.end();
  };
}

import { inject } from "vitest";

// Runs before each test file: TEST_DATABASE_URL names this worker's own database
// (test/postgres-per-worker.ts), so files running at the same time never share one.
const workerUrl = inject("postgresWorkerUrls")[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (workerUrl) process.env.TEST_DATABASE_URL = workerUrl;

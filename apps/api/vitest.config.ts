import { defineConfig } from "vitest/config";
import LongestFirst from "./test/longest-first";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["test/pglite-snapshot.ts", "test/postgres-per-worker.ts"],
    setupFiles: ["test/use-worker-database.ts"],
    // Test files share each worker's loaded modules (Fastify, Drizzle, PGlite's WebAssembly)
    // instead of importing the whole service again for every file: with two workers the suite
    // takes 107 s, against 177 s isolated on one. Each file still builds its own app and database
    // (test/helper.ts), and a file may not change process-wide state (fake timers, mocks, env)
    // without putting it back.
    isolate: false,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // Opening PGlite (WebAssembly PostgreSQL) takes a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

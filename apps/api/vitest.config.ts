import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["test/pglite-snapshot.ts"],
    // Opening PGlite (WebAssembly PostgreSQL) takes a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

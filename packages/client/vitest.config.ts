import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The tests start the built quotes service (PGlite's first open takes a few seconds).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

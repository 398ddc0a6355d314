import { defineConfig } from "vitest/config";

// Unit tests sit beside the code (scripts/ has the checks of the built pages); Playwright owns e2e/. No React Router plugin is needed here.
export default defineConfig({
  test: { include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"] },
});

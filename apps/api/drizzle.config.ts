import { defineConfig } from "drizzle-kit";

/** `pnpm --filter @plummet/api db:generate` writes a new versioned migration into drizzle/. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});

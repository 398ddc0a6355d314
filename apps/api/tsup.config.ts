import { defineConfig } from "tsup";

export default defineConfig({
  // The PGlite worker is its own file: worker threads load it by path (see pglite-client.ts).
  entry: { app: "src/app.ts", server: "src/server.ts", "pglite-worker": "src/db/pglite-worker.mjs" },
  format: ["esm"],
  dts: { entry: { app: "src/app.ts" } },
  clean: true,
  target: "node20",
  sourcemap: true,
});

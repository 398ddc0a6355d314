import { defineConfig } from "tsup";

export default defineConfig({
  entry: { app: "src/app.ts", server: "src/server.ts" },
  format: ["esm"],
  dts: { entry: { app: "src/app.ts" } },
  clean: true,
  target: "node20",
  sourcemap: true,
});

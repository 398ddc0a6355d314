import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/app.ts", "src/server.ts"],
  format: ["esm"],
  dts: { entry: "src/app.ts" },
  clean: true,
  target: "node20",
  sourcemap: true,
});

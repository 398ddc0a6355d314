import { defineConfig } from "tsup";

export default defineConfig((options) => ({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  // Not while watching (`pnpm dev`): the API would lose the files it imports until the rebuild.
  clean: !options.watch,
  target: "es2022",
}));

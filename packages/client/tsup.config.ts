import { defineConfig } from "tsup";

export default defineConfig((options) => ({
  entry: ["src/index.ts", "src/browser.ts"],
  format: ["esm"],
  dts: true,
  // Not while watching (`pnpm dev`): whatever imports the package would lose its files meanwhile.
  clean: !options.watch,
  target: "es2022",
}));

import { defineConfig } from "tsup";

export default defineConfig((options) => ({
  // The renewal date rules have an entry of their own, without zod, for the website's islands.
  entry: ["src/index.ts", "src/renewal-dates.ts"],
  format: ["esm"],
  dts: true,
  // Not while watching (`pnpm dev`): the API would lose the files it imports until the rebuild.
  clean: !options.watch,
  target: "es2022",
}));

import { defineConfig } from "tsup";

export default defineConfig((options) => ({
  entry: ["src/index.ts", "src/browser.ts"],
  format: ["esm"],
  // Declarations come from `pnpm build` (which `pnpm dev` and `pnpm typecheck` run first), not
  // from the watcher: the running site and API read only JavaScript, and building every
  // package's declarations again as `pnpm dev` started doubled its start-up.
  dts: !options.watch,
  // Not while watching (`pnpm dev`): whatever imports the package would lose its files meanwhile.
  clean: !options.watch,
  target: "es2022",
}));

import { defineConfig } from "tsup";

export default defineConfig((options) => ({
  // One output module per source module (shared code in chunks), so that a bundler can leave
  // out the modules a page does not import: `index.js` only re-exports them, and the package
  // is `sideEffects: false`. The renewal date rules are also an entry of their own, without zod.
  // Each product family's questions are an entry too (`@plummet/contracts/questions/motor`), so
  // the full quote's page loads only the product asked about.
  entry: [
    "src/*.ts",
    "src/questions/{motor,home,health,travel,pet,breakdown}.ts",
    "!src/**/*.test.ts",
    "!src/**/*.fixtures.ts",
  ],
  format: ["esm"],
  splitting: true,
  // Declarations come from `pnpm build` (which `pnpm dev` and `pnpm typecheck` run first), not
  // from the watcher: the running site and API read only JavaScript, and building every
  // package's declarations again as `pnpm dev` started doubled its start-up.
  dts: !options.watch,
  // Not while watching (`pnpm dev`): the API would lose the files it imports until the rebuild.
  clean: !options.watch,
  target: "es2022",
}));

import { defineConfig } from "tsup";

// One entry per component so a page imports only what it uses (no single barrel), and the
// class variants on their own, for plain elements on pages that must stay light.
export default defineConfig((options) => ({
  entry: [
    "src/components/*.tsx",
    "!src/components/*.stories.tsx",
    "src/lib/utils.ts",
    "src/lib/scroll-region.ts",
    "src/variants/*.ts",
  ],
  format: ["esm"],
  // Declarations come from `pnpm build` (which `pnpm dev` and `pnpm typecheck` run first), not
  // from the watcher: the running site and API read only JavaScript, and building every
  // package's declarations again as `pnpm dev` started doubled its start-up.
  dts: !options.watch,
  // Not while watching (`pnpm dev`): the API would lose the files it imports until the rebuild.
  clean: !options.watch,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
  banner: { js: '"use client";' },
}));

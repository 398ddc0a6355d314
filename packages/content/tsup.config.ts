import { defineConfig } from "tsup";

/**
 * One entry per area of the site, so a page bundles only what it says: the home page must not
 * carry the ten guides. Shared code (the schemas) is split into common chunks.
 */
export default defineConfig((options) => ({
  entry: {
    index: "src/index.ts",
    schemas: "src/schemas.ts",
    site: "src/site.ts",
    home: "src/home/index.ts",
    "product-cards": "src/product-cards.ts",
    products: "src/products/index.ts",
    articles: "src/articles/index.ts",
    "article-text": "src/articles/article-text.ts",
    pages: "src/pages/index.ts",
    insurers: "src/insurers.ts",
    claims: "src/claims.ts",
    "insurer-marks": "src/insurer-marks.ts",
  },
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

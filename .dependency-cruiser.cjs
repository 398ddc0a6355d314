// The import boundaries of ARCHITECTURE.md ("Which way dependencies point"), one line a folder.
// `pnpm lint` runs dependency-cruiser with this file after Biome: an import that crosses a
// boundary fails it. Type-only imports count too.

/** What each part may import of our packages; any other `@plummet/…` is refused. */
const packages = {
  "packages/contracts/src": [], // depends on nothing of ours
  "packages/ui/src": [], // the design system is generic: it knows no other package of ours
  "packages/content/src": ["contracts"],
  "packages/insurer-kit/src": ["contracts"],
  "apps/api/src": ["contracts", "insurer-kit", "content/insurers", "content/claims"],
  "apps/web/app": ["client", "content", "contracts", "ui"], // the API only over HTTP, through client
};

/** Folders a folder never imports (a layer below never imports one above). */
const layers = {
  "apps/api/src/db": ["apps/api/src/rating", "apps/api/src/quotes", "apps/api/src/plugins"],
  "apps/web/app": ["apps/api", "apps/insurer-sandbox"],
};

/** apps/web/app/features/quotes: the folders each may import besides its own (its README). */
const quoteFolders = {
  saved: ["results", "refine", "compare", "shared"],
  form: ["shared"],
  results: ["compare", "shared"],
  "full-quote": ["shared"],
  refine: ["shared"],
  compare: ["shared"],
  shared: [],
  fixtures: ["results"],
};

const QUOTES = "apps/web/app/features/quotes";
/** Stories and tests may import the fixtures; nothing else may. */
const STORIES_AND_TESTS = "\\.(stories|test)\\.tsx?$";
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `@plummet/content/insurers` unresolved, or resolved to `…/@plummet/content/dist/insurers.js`. */
const ourPackage = (entry) => {
  const [name, subpath] = entry.split("/");
  return `@plummet/${literal(name)}(/dist)?${subpath ? `/${literal(subpath)}(\\.|$)` : "(/|$)"}`;
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...Object.entries(packages).map(([from, allowed]) => ({
      name: `packages-of-${from.replaceAll("/", "-")}`,
      comment: `${from} may import of our packages only: ${allowed.join(", ") || "none"} (ARCHITECTURE.md)`,
      severity: "error",
      from: { path: `^${literal(from)}/` },
      to: { path: "@plummet/", pathNot: allowed.map(ourPackage) },
    })),
    ...Object.entries(layers).map(([from, never]) => ({
      name: `layers-of-${from.replaceAll("/", "-")}`,
      comment: `${from} never imports ${never.join(", ")} (ARCHITECTURE.md)`,
      severity: "error",
      from: { path: `^${literal(from)}/` },
      to: { path: `^(${never.map(literal).join("|")})/` },
    })),
    ...Object.entries(quoteFolders).map(([folder, allowed]) => ({
      name: `quotes-${folder}`,
      comment: `features/quotes/${folder}/ may import only from ${allowed.join(", ") || "its own files"} (features/quotes/README.md)`,
      severity: "error",
      from: { path: `^${QUOTES}/${literal(folder)}/` },
      to: {
        path: `^${QUOTES}/(${Object.keys(quoteFolders)
          .filter((other) => other !== folder && other !== "fixtures" && !allowed.includes(other))
          .map(literal)
          .join("|")})/`,
      },
    })),
    {
      name: "quotes-fixtures-for-stories-and-tests",
      comment: "Fixtures are for stories and tests only (features/quotes/README.md)",
      severity: "error",
      from: { path: `^${QUOTES}/(?!fixtures/)`, pathNot: STORIES_AND_TESTS },
      to: { path: `^${QUOTES}/fixtures/` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // Our packages are not followed into: an import of one is judged by its name.
    doNotFollow: { path: ["node_modules", "/dist/"] },
    exclude: { path: ["/dist/", "/build/", "\\.react-router/"] },
    preserveSymlinks: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"] },
  },
};

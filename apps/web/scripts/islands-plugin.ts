import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { moves, rewrites } from "../app/route-paths";
import { moveOf, rewriteOf } from "../site-rewrites.mjs";

/** The browser entry of the islands (app/islands/entry.client.ts), from the app's root folder. */
export const ISLANDS_ENTRY = "app/islands/entry.client.ts";

const VIRTUAL_ID = "virtual:islands-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The development server's islands entry: React Refresh's preamble, then the same entry as the build. */
const DEV_ENTRY_ID = "virtual:plummet/islands-dev-entry";
const RESOLVED_DEV_ENTRY_ID = `\0${DEV_ENTRY_ID}`;

type ManifestChunk = { file: string; imports?: string[] };

/**
 * Builds the islands' browser entry with the client build and tells the prerendered pages where
 * it went. React Router's client build takes only its own entry and the route modules, so:
 * - the client build gets `app/islands/entry.client.ts` as one more Rollup input;
 * - the server build (which runs after it, and prerenders the pages) reads the client build's
 *   Vite manifest and exports the entry's URL, and the chunks it imports at once, from
 *   `virtual:islands-script`. The root route writes them into every page that is not hydrated
 *   whole by React Router (see app/islands/page-scripts.tsx).
 * The development server serves the same entry, so pages there hydrate their islands only, as in
 * the build. It comes after React Router's React Refresh preamble (which its own scripts would
 * otherwise bring): the islands' components are compiled for hot reloading and need it. It also
 * answers a quote set's /quotes/<reference> with the /quotes/saved page, as server.mjs does.
 */
export function islands(): Plugin {
  let root = process.cwd();
  let clientOutDir = "build/client";
  let command: "build" | "serve" = "serve";
  let isSsrBuild = false;
  return {
    name: "plummet-islands",
    config(_config, env) {
      command = env.command;
      isSsrBuild = env.isSsrBuild === true;
      if (env.command === "build" && !env.isSsrBuild) {
        return { build: { rollupOptions: { input: [ISLANDS_ENTRY] } } };
      }
      // The development server finds the islands' packages from their entry at start, rather than
      // on a page's first visit (which would reload that page).
      if (env.command === "serve") return { optimizeDeps: { entries: [ISLANDS_ENTRY] } };
    },
    configResolved(config) {
      root = config.root;
      if (!isSsrBuild) clientOutDir = config.build.outDir;
      else clientOutDir = path.join(config.build.outDir, "..", "client");
    },
    configureServer(server) {
      // First in the stack, before React Router's handler (its plugin comes before this one).
      server.middlewares.stack.unshift({
        route: "",
        handle: (
          req: { url?: string; originalUrl?: string },
          res: { writeHead: (status: number, headers: Record<string, string>) => void; end: () => void },
          next: () => void,
        ) => {
          const url = new URL(req.url ?? "/", "http://site");
          const movedTo = moveOf(moves, url.pathname);
          if (movedTo) {
            res.writeHead(301, { Location: `${movedTo}${url.search}` });
            return res.end();
          }
          const shell = rewriteOf(rewrites, url.pathname);
          // React Router reads originalUrl, which the server set before any middleware ran.
          if (shell) req.url = req.originalUrl = `${shell}${url.search}`;
          next();
        },
      });
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === DEV_ENTRY_ID) return RESOLVED_DEV_ENTRY_ID;
    },
    load(id) {
      if (id === RESOLVED_DEV_ENTRY_ID) {
        return [
          'import "/@vite/client";',
          'import "virtual:react-router/inject-hmr-runtime";',
          `import "/${ISLANDS_ENTRY}";`,
        ].join("\n");
      }
      if (id !== RESOLVED_ID) return;
      if (command === "serve") return `export default { src: "/@id/__x00__${DEV_ENTRY_ID}", preload: [] };`;
      if (!isSsrBuild) return "export default { src: '', preload: [] };";
      const manifestPath = path.resolve(root, clientOutDir, ".vite/manifest.json");
      const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestPath, "utf8"));
      const entry = manifest[ISLANDS_ENTRY];
      if (!entry) throw new Error(`${ISLANDS_ENTRY} is missing from the client build's manifest`);
      const preload = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`);
      return `export default ${JSON.stringify({ src: `/${entry.file}`, preload })};`;
    },
  };
}

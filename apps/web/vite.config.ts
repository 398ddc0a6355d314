import { createRequire } from "node:module";
import path from "node:path";
import { FirmDetails } from "@plummet/content/schemas";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type PluginOption } from "vite";
import { viteStaticCopy } from "vite-plugin-static-copy";
import { z } from "zod";
import { islands } from "./scripts/islands-plugin";

// The content package ships its SVG illustrations; they are served from /assets/content/.
const contentAssets = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@plummet/content/package.json")),
  "assets",
);

/**
 * What the browser's code is made of: a treemap (build/bundle-report.html) and its figures
 * (build/bundle-stats.json, which the bench reads), for the client build only and outside
 * build/client, so neither is published.
 */
function bundleReport(isSsrBuild: boolean | undefined): PluginOption[] {
  if (isSsrBuild) return [];
  const common = {
    gzipSize: true,
    brotliSize: false,
    projectRoot: path.resolve(import.meta.dirname, "../.."),
  };
  return [
    visualizer({
      ...common,
      filename: "build/bundle-report.html",
      template: "treemap",
      title: "Plummet web: browser code",
    }),
    visualizer({ ...common, filename: "build/bundle-stats.json", template: "raw-data" }),
  ];
}

/** A `PLUMMET_FIRM` that is not the five details, each well formed, stops the build with why. */
function checkFirmDetails(json: string | undefined): void {
  if (!json) return;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error("PLUMMET_FIRM is not JSON: give the firm's details as a JSON object");
  }
  const parsed = FirmDetails.safeParse(value);
  if (!parsed.success) throw new Error(`PLUMMET_FIRM: ${z.prettifyError(parsed.error)}`);
}

export default defineConfig(({ command, isSsrBuild }) => {
  checkFirmDetails(process.env.PLUMMET_FIRM);
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      islands(),
      viteStaticCopy({
        targets: [{ src: `${contentAssets.replaceAll("\\", "/")}/*`, dest: "assets/content" }],
      }),
      ...(command === "build" ? bundleReport(isSsrBuild) : []),
    ],
    server: { host: "127.0.0.1" },
    // The contracts (a workspace package, not pre-bundled) bring zod: found at start rather than on a
    // form's first focus, which would reload the page in development.
    optimizeDeps: { include: ["zod", "zod/mini"] },
    // PANEL_DISCLOSURE (the quotes service reads it too) reaches the build as import.meta.env.
    // PLUMMET_FIRM (the firm's real details, lib/firm.ts) likewise, checked here so a bad one fails the build.
    envPrefix: ["VITE_", "PANEL_DISCLOSURE", "PLUMMET_FIRM"],
    // React and React DOM in one chunk of the browser's code rather than four: every island needs
    // all of them, and one file compresses 1.5 KB smaller than the four. TanStack Query likewise:
    // the islands' entry brings its provider, the island its hooks, and split between them it was
    // five small files, 2 KB more than one.
    build: isSsrBuild
      ? {}
      : {
          // No preload helper: it added about 1.7 KB to every island (the helper, and a list of
          // every chunk's name in each chunk that imports lazily). An island's chunks then arrive in
          // two or three short rounds rather than one; its prerendered HTML shows meanwhile.
          modulePreload: false,
          // Kept after the build (.vite/manifest.json): which chunks each island's module became, for
          // the budget test (scripts/page-scripts.test.ts) and the prerendered pages' entry.
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  {
                    name: "query",
                    test: /node_modules[\\/]@tanstack[\\/]|app[\\/]lib[\\/]query-(provider|client)/,
                  },
                ],
              },
            },
          },
        },
  };
});

import path from "node:path";
import { type IslandName, islands } from "../app/islands/registry";
import { type IslandSource, lazyModulesOfEntry, type Manifest } from "./page-scripts.mjs";

/**
 * Which module of the client build each island is, with the providers it asks for: of the source
 * modules the islands' entry loads later (read from the build's manifest), the one that exports
 * the component the island's declaration loads. Nothing reads registry.ts as text. It imports
 * TypeScript, so it runs under Vitest, or in the bench through Vite's `runnerImport`.
 */
export async function islandSources(
  manifest: Manifest,
  appRoot: string,
): Promise<Record<IslandName, IslandSource>> {
  const modules = await Promise.all(
    lazyModulesOfEntry(manifest).map(
      async (src) => [src, (await import(/* @vite-ignore */ path.join(appRoot, src))) as object] as const,
    ),
  );
  const sources: Partial<Record<IslandName, IslandSource>> = {};
  for (const [name, declaration] of Object.entries(islands) as [IslandName, (typeof islands)[IslandName]][]) {
    const component = await declaration.load();
    const found = modules.find(([, module]) => Object.values(module).includes(component));
    if (!found)
      throw new Error(`The "${name}" island's module is not among the chunks the islands' entry loads`);
    sources[name] = { src: found[0], query: "query" in declaration, toasts: "toasts" in declaration };
  }
  return sources as Record<IslandName, IslandSource>;
}

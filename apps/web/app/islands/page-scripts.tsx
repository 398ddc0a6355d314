import islandsScript from "virtual:islands-script";
import { use } from "react";
import { Scripts, ScrollRestoration, useMatches } from "react-router";
import { IslandRendererContext } from "./island-renderer";

/** What a route module's `handle` may say about the page's scripts. */
export type PageHandle = {
  /**
   * false: React Router does not hydrate the page. It stays the prerendered HTML, its links are
   * ordinary page loads, and only its islands (island.tsx) and the menu's few lines run.
   */
  hydrate?: boolean;
};

/**
 * Whether React Router hydrates the whole page: unless a matched route's handle says
 * `hydrate: false` (every route says so today). Only the server decides (it provides the island
 * renderer, when prerendering and on the development server alike): React Router's SPA fallback
 * shell, which is never published, keeps its scripts.
 */
export function usePageHydrates(): boolean {
  const prerendering = use(IslandRendererContext) !== null;
  const matches = useMatches();
  if (!prerendering) return true;
  return matches.every((match) => (match.handle as PageHandle | undefined)?.hydrate !== false);
}

/**
 * The end of every page's body: React Router's scripts for a page it hydrates whole; otherwise
 * only the islands' entry (app/islands/entry.client.ts), a few KB that load the islands on the
 * page, if any, and close the mobile menu when a link in it is chosen.
 */
export function PageScripts({
  getScrollKey,
}: {
  getScrollKey: Parameters<typeof ScrollRestoration>[0]["getKey"];
}) {
  if (usePageHydrates()) {
    return (
      <>
        <ScrollRestoration getKey={getScrollKey} />
        <Scripts />
      </>
    );
  }
  return (
    <>
      {islandsScript.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={islandsScript.src} />
    </>
  );
}

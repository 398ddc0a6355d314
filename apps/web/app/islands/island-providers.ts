import type { ComponentType, createElement as CreateElement, ReactNode } from "react";
import type { IslandDeclaration } from "./registry";

/** The providers an island's declaration may ask for (registry.ts). */
export type ProviderComponents = {
  /** TanStack Query's client, one per browser tab (lib/query-provider.tsx). */
  QueryProvider?: ComponentType<{ children: ReactNode }>;
  /** Where its toasts appear, loaded with the first toast (lib/lazy-toast.tsx). */
  ToasterOnDemand?: ComponentType<{ position?: "top" | "bottom" }>;
};

/** In the browser: fetches, with the island's code, the providers its declaration asks for. */
export async function loadProviders(declaration: IslandDeclaration): Promise<ProviderComponents> {
  const [query, toasts] = await Promise.all([
    declaration.query ? import("../lib/query-provider") : undefined,
    declaration.toasts ? import("../lib/lazy-toast") : undefined,
  ]);
  return { QueryProvider: query?.QueryProvider, ToasterOnDemand: toasts?.ToasterOnDemand };
}

/**
 * The island with the providers its declaration asks for around it: the one tree the server
 * prerenders (entry.server.tsx) and the browser hydrates (entry.client.ts). No React import of
 * its own (`h` is React's createElement), so the islands' entry stays small.
 */
export function withProviders(
  h: typeof CreateElement,
  declaration: IslandDeclaration,
  island: ReactNode,
  { QueryProvider, ToasterOnDemand }: ProviderComponents,
): ReactNode {
  if (!declaration.query || !QueryProvider) return island;
  const toasts =
    declaration.toasts && ToasterOnDemand ? h(ToasterOnDemand, { position: declaration.toasts }) : null;
  return h(QueryProvider, null, island, toasts);
}

import { createContext } from "react";
import type { IslandName } from "./registry";

/**
 * Renders an island as a page of its own (react-dom/server's renderToString with the given id
 * prefix), with the providers its declaration asks for around it. entry.server.tsx provides it
 * while prerendering a page and on the development server; React Router's SPA fallback shell
 * (never published) has none.
 */
export type IslandRenderer = (name: IslandName, props: object, idPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

import { createContext, type ReactNode } from "react";

/**
 * Renders a React element as a page of its own (react-dom/server's renderToString with the
 * island's id prefix). entry.server.tsx provides it while prerendering a page; the browser, and
 * React Router's SPA fallback shell, have none.
 */
export type IslandRenderer = (element: ReactNode, identifierPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

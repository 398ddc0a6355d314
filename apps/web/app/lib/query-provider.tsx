import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { createQueryClient } from "./query-client";

let browserClient: QueryClient | undefined;

/** One client per browser tab, shared by every feature; a fresh one per render on the server. */
function queryClient(): QueryClient {
  if (typeof document === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * TanStack Query for the islands that ask for it in their declaration (islands/registry.ts). Kept out
 * of the root route so that pages without a form never download the library.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}

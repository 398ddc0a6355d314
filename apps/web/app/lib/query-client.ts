import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** The defaults (docs/product/forms-and-messages.md): data never goes stale, no refetching, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

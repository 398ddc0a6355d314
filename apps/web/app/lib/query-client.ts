import { QueryClient } from "@tanstack/react-query";

/**
 * The site's defaults: data never goes stale, no refetching, no retries (a visitor's "Try again"
 * is the retry). Every query names its own `queryFn`, a typed call of lib/api.ts.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

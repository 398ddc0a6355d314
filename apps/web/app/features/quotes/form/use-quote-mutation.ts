import type { QuoteRequestInput, QuoteSetResponse } from "@plummet/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** Posts a quote request; on success invalidates any cached /api/quotes reads (docs/product/forms-and-messages.md) and answers the saved set. */
export function useQuoteMutation(callbacks: {
  onSuccess: (data: QuoteSetResponse, request: QuoteRequestInput) => void;
  onError: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: QuoteRequestInput) => {
      const response = await apiRequest("POST", "/api/quotes", request);
      // The service checks its answer against the same contract as it sends it: taken on trust.
      return (await response.json()) as QuoteSetResponse;
    },
    onSuccess: async (data, request) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/quotes"] });
      callbacks.onSuccess(data, request);
    },
    onError: callbacks.onError,
  });
}

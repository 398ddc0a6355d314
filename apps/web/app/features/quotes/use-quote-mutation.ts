import { type QuoteRequestInput, QuoteResponse } from "@plummet/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api";

/** Posts a quote request; on success invalidates any cached /api/quotes reads (SPEC section 4). */
export function useQuoteMutation(callbacks: {
  onSuccess: (data: QuoteResponse) => void;
  onError: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: QuoteRequestInput) => {
      const response = await apiRequest("POST", "/api/quotes", request);
      return QuoteResponse.parse(await response.json());
    },
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/quotes"] });
      callbacks.onSuccess(data);
    },
    onError: callbacks.onError,
  });
}

import type { QuoteRequest, QuoteSet } from "@plummet/client";
import { useMutation } from "@tanstack/react-query";
import { answerOf, api } from "../../../lib/api";

/** Posts a quote request and answers the saved set (the form then loads its page). */
export function useQuoteMutation(callbacks: {
  onSuccess: (data: QuoteSet, request: QuoteRequest) => void;
  onError: () => void;
}) {
  return useMutation({
    mutationFn: (request: QuoteRequest) => answerOf(api.POST("/api/quotes", { body: request })),
    onSuccess: (data, request) => callbacks.onSuccess(data, request),
    onError: callbacks.onError,
  });
}

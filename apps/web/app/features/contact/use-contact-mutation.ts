import type { ContactRequest, ContactResponse } from "@plummet/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api";

/** Sends the contact form to POST /api/contact; any non-2xx answer is a failure. */
export function useContactMutation() {
  return useMutation({
    mutationFn: async (request: ContactRequest) => {
      const response = await apiRequest("POST", "/api/contact", request);
      // The service checks its answer against the same contract as it sends it: taken on trust.
      return (await response.json()) as ContactResponse;
    },
  });
}

import type { ContactRequest } from "@plummet/contracts";
import { useMutation } from "@tanstack/react-query";
import { answerOf, api } from "../../lib/api";

/** Sends the contact form to POST /api/contact; any non-2xx answer is a failure. */
export function useContactMutation() {
  return useMutation({
    mutationFn: (request: ContactRequest) => answerOf(api.POST("/api/contact", { body: request })),
  });
}

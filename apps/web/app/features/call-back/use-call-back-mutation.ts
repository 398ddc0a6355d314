import type { CallBackRequest } from "@plummet/contracts";
import { useMutation } from "@tanstack/react-query";
import { answerOf, api } from "../../lib/api";

/** Sends the call-back form to POST /api/call-back; any non-2xx answer is a failure. */
export function useCallBackMutation() {
  return useMutation({
    mutationFn: (request: CallBackRequest) => answerOf(api.POST("/api/call-back", { body: request })),
  });
}

import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../lib/api";

// TEMPORARY until the select contract lands in @plummet/contracts.
const SelectQuoteResponse = z.object({ message: z.string() }).passthrough();

export function SelectQuote({ reference, quote }: { reference: string; quote: Quote }) {
  const mutation = useMutation({
    mutationFn: async () => {
      const response = await apiRequest("POST", `/api/quotes/${encodeURIComponent(reference)}/select`, {
        quoteId: quote.id,
      });
      return SelectQuoteResponse.parse(await response.json());
    },
  });
  return (
    <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      Select
    </Button>
  );
}

import type { Quote } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { answerOf, api } from "../../../lib/api";
import { LazyPart, lazyOnDemand } from "../../../lib/lazy-part";
import { showToast } from "../../../lib/lazy-toast";

// What comes after Select loads when it is pressed, while the API records the choice.
const SelectNextStepCallout = lazyOnDemand(() =>
  import("./select-next-step").then((module) => module.SelectNextStepCallout),
);

/**
 * Choosing a quote: records the click-out with the API (POST /api/quotes/:reference/select),
 * which answers where the visitor goes next to finish buying.
 */
export function useSelectQuote(reference: string, quote: Quote) {
  return useMutation({
    mutationFn: () =>
      answerOf(
        api.POST("/api/quotes/{reference}/select", {
          params: { path: { reference } },
          body: { quoteId: quote.id },
        }),
      ),
    onError: () =>
      showToast({
        variant: "destructive",
        title: "Error",
        description: `We could not connect you to ${quote.provider}. Please try again.`,
      }),
  });
}

type SelectQuoteButtonProps = {
  selection: ReturnType<typeof useSelectQuote>;
  quote: Pick<Quote, "provider" | "productName">;
};

/**
 * Reads "Select Harbourline Car: go to Harbourline to buy" to a screen reader; "Select" on screen.
 * Busy (not disabled) while connecting, so focus stays on it if the connection fails.
 */
export function SelectQuoteButton({ selection, quote }: SelectQuoteButtonProps) {
  if (selection.isSuccess) return null;
  return (
    <Button
      onClick={() => {
        SelectNextStepCallout.preload();
        selection.mutate();
      }}
      busy={selection.isPending}
    >
      {selection.isPending ? "Connecting..." : "Select"}
      <span className="sr-only">
        {" "}
        {quote.productName}: go to {quote.provider} to buy
      </span>
    </Button>
  );
}

/**
 * Where the visitor goes next. The Select button goes away once chosen, so focus moves here
 * (never lost to the page), and it sits in the card, below its prices, covering none of them.
 */
export function SelectQuoteNextStep({ selection }: { selection: ReturnType<typeof useSelectQuote> }) {
  const next = selection.data;
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (next) region.current?.focus();
  }, [next]);
  return (
    <div
      aria-live="polite"
      ref={region}
      tabIndex={-1}
      className="rounded-lg empty:-mt-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {next ? (
        <LazyPart fallback={null}>
          <SelectNextStepCallout next={next} />
        </LazyPart>
      ) : null}
    </div>
  );
}

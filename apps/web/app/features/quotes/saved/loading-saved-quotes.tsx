import { Spinner } from "@plummet/ui/spinner";

/**
 * While a saved quote set loads. It holds a screen's height, so the results arrive below the
 * fold's edge instead of pushing the footer down the screen (a layout shift).
 */
export function LoadingSavedQuotes({ announce = true }: { announce?: boolean }) {
  return (
    <div className="min-h-svh">
      {announce ? (
        <p role="status" className="flex items-center gap-3 text-lg text-muted-foreground">
          <Spinner size="sm" aria-hidden="true" /> Loading your saved quotes…
        </p>
      ) : null}
    </div>
  );
}

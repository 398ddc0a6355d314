import type { RatingOutcome, RatingRequest } from "../rating/engine";

/**
 * One insurer the aggregator can ask for a price. The built-in panel is one kind of adapter; a
 * remote insurer's API would be another (it should stop work when `signal` aborts).
 */
export interface ProviderAdapter {
  readonly slug: string;
  readonly name: string;
  /**
   * True when `quote` always answers at once (never a promise), as the built-in panel does: it
   * then has no use for `signal`, and a request asking only such adapters needs no time budget.
   */
  readonly synchronous?: boolean;
  quote(request: RatingRequest, signal: AbortSignal): RatingOutcome | Promise<RatingOutcome>;
}

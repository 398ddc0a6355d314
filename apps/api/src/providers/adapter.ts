import type { RatingOutcome, RatingRequest } from "../rating/engine";

/**
 * One insurer the aggregator can ask for a price. The built-in panel is one kind of adapter; a
 * remote insurer's API would be another (it should stop work when `signal` aborts).
 */
export interface ProviderAdapter {
  readonly slug: string;
  readonly name: string;
  quote(request: RatingRequest, signal: AbortSignal): RatingOutcome | Promise<RatingOutcome>;
}

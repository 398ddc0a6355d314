import type { RatingOutcome, RatingRequest } from "../rating/engine";

/** What a request to every insurer shares: the quote set's reference and when the answers are due. */
export interface QuoteContext {
  /** The id the quote set gives this insurer's quote (remote insurers echo it). */
  quoteId(slug: string): string;
  /** When the aggregator stops waiting. */
  deadline: Date;
}

/**
 * One insurer the aggregator can ask for a price. The built-in panel is one kind of adapter; a
 * remote insurer's rating service over the signed protocol is another (`remote-adapter.ts`),
 * which stops work when `signal` aborts.
 */
export interface ProviderAdapter {
  readonly slug: string;
  readonly name: string;
  /**
   * True when `quote` always answers at once (never a promise), as the built-in panel does: it
   * then has no use for `signal`, and a request asking only such adapters needs no time budget.
   */
  readonly synchronous?: boolean;
  quote(
    request: RatingRequest,
    signal: AbortSignal,
    context: QuoteContext,
  ): RatingOutcome | Promise<RatingOutcome>;
}

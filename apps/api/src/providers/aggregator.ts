import type { ProviderOutcome } from "@plummet/contracts";
import { compareQuotes, type PricedQuote, type RatingOutcome, type RatingRequest } from "../rating/engine";
import type { ProviderAdapter } from "./adapter";

export interface AggregatedQuotes {
  /** Cheapest first. */
  quotes: PricedQuote[];
  providersSearched: number;
  providers: ProviderOutcome;
}

/** A provider that threw or ran out of time: left out of the answer and reported. */
export interface ProviderFailure {
  slug: string;
  kind: "error" | "timeout";
  error?: unknown;
}

const TIMED_OUT = Symbol("timed out");

/**
 * Asks every provider at once and waits at most `budgetMs` for each. A provider that throws or
 * does not answer in time is left out and counted as unavailable; it never fails the request.
 * All providers start together, so one deadline serves as every provider's budget.
 */
export async function gatherQuotes(
  adapters: readonly ProviderAdapter[],
  request: RatingRequest,
  options: { budgetMs: number; onFailure?: (failure: ProviderFailure) => void },
): Promise<AggregatedQuotes> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error("Provider time budget exhausted"));
      resolve(TIMED_OUT);
    }, options.budgetMs);
  });

  const ask = async (adapter: ProviderAdapter): Promise<RatingOutcome | ProviderFailure> => {
    try {
      const answer = await Promise.race([adapter.quote(request, controller.signal), deadline]);
      return answer === TIMED_OUT ? { slug: adapter.slug, kind: "timeout" } : answer;
    } catch (error) {
      return { slug: adapter.slug, kind: "error", error };
    }
  };

  try {
    const answers = await Promise.all(adapters.map(ask));
    const quotes: PricedQuote[] = [];
    const providers: ProviderOutcome = { quoted: 0, declined: 0, unavailable: 0 };
    for (const answer of answers) {
      if ("kind" in answer) {
        providers.unavailable += 1;
        options.onFailure?.(answer);
      } else if (answer.status === "quoted") {
        providers.quoted += 1;
        quotes.push(answer.quote);
      } else {
        providers.declined += 1;
      }
    }
    return { quotes: quotes.sort(compareQuotes), providersSearched: adapters.length, providers };
  } finally {
    clearTimeout(timer);
  }
}

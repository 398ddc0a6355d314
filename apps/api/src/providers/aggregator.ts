import { noDeclines, orderQuotes, type ProviderOutcome } from "@plummet/contracts";
import type { DeclineReason, PricedQuote, RatingOutcome, RatingRequest } from "../rating/engine";
import type { ProviderAdapter, QuoteContext } from "./adapter";

export interface AggregatedQuotes {
  /** In the one order every list follows (`quoteOrderRule`), for paying once a year. */
  quotes: PricedQuote[];
  providersSearched: number;
  providers: ProviderOutcome;
}

const declineCounter = {
  "product-not-offered": "productNotOffered",
  "age-outside-appetite": "ageOutsideAppetite",
  "area-excluded": "areaExcluded",
  "claims-history": "claimsHistory",
  "medical-conditions": "medicalConditions",
  "young-rider-large-bike": "youngRiderLargeBike",
  "pet-age": "petAge",
  "vehicle-outside-appetite": "vehicleOutsideAppetite",
} as const satisfies Record<DeclineReason, keyof ProviderOutcome["declinedFor"]>;

/** A provider that threw or ran out of time: left out of the answer and reported. */
export interface ProviderFailure {
  slug: string;
  kind: "error" | "timeout";
  error?: unknown;
}

const TIMED_OUT = Symbol("timed out");

/** Given to synchronous adapters: they answer before any budget could run out. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * Asks every provider at once and waits at most `budgetMs` for each. A provider that throws or
 * does not answer in time is left out and counted as unavailable; it never fails the request.
 * All providers start together, so one deadline serves as every provider's budget.
 * Failures are reported in panel order.
 */
export async function gatherQuotes(
  adapters: readonly ProviderAdapter[],
  request: RatingRequest,
  options: {
    budgetMs: number;
    /** The quote set's ids and deadline; a set of its own ("PREVIEW") when not given. */
    context?: Omit<QuoteContext, "deadline">;
    onFailure?: (failure: ProviderFailure) => void;
    onDecline?: (slug: string, reason: DeclineReason) => void;
    /**
     * Each provider's outcome as it arrives (a price, a decline, or left out), with how many have
     * answered so far: the built-in panel's at once, each remote insurer's when it answers.
     */
    onAnswer?: (outcome: RatingOutcome | ProviderFailure, answered: number, asked: number) => void;
  },
): Promise<AggregatedQuotes> {
  // An AbortController costs every request; only adapters that may answer later need one.
  const controller = adapters.every((adapter) => adapter.synchronous) ? undefined : new AbortController();
  const signal = controller?.signal ?? NEVER_ABORTED;
  const answers: Array<RatingOutcome | ProviderFailure | undefined> = new Array(adapters.length);
  const waiting: Array<{ index: number; answer: Promise<RatingOutcome> }> = [];
  const context: QuoteContext = {
    quoteId: options.context?.quoteId ?? ((slug) => `PREVIEW-${slug}`),
    deadline: new Date(Date.now() + options.budgetMs),
  };

  let answered = 0;
  const settle = (index: number, outcome: RatingOutcome | ProviderFailure) => {
    answers[index] = outcome;
    answered += 1;
    options.onAnswer?.(outcome, answered, adapters.length);
  };

  // Every provider is asked before any answer is awaited. One that answers at once (the built-in
  // panel prices synchronously) costs no promise; only the others are raced against the budget.
  adapters.forEach((adapter, index) => {
    try {
      const answer = adapter.quote(request, signal, context);
      if (answer instanceof Promise) waiting.push({ index, answer });
      else settle(index, answer);
    } catch (error) {
      settle(index, { slug: adapter.slug, kind: "error", error });
    }
  });

  if (waiting.length > 0) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        // The deadline settles first, so a provider that gives up when aborted counts as timed out.
        resolve(TIMED_OUT);
        controller?.abort(new Error("Provider time budget exhausted"));
      }, options.budgetMs);
    });
    try {
      await Promise.all(
        waiting.map(async ({ index, answer }) => {
          const slug = adapters[index]!.slug;
          try {
            const settled = await Promise.race([answer, deadline]);
            settle(index, settled === TIMED_OUT ? { slug, kind: "timeout" } : settled);
          } catch (error) {
            settle(index, { slug, kind: "error", error });
          }
        }),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  const quotes: PricedQuote[] = [];
  const declinedFor = noDeclines();
  const providers: ProviderOutcome = { quoted: 0, declined: 0, declinedFor, unavailable: 0 };
  answers.forEach((answer, index) => {
    if (!answer) return;
    if ("kind" in answer) {
      providers.unavailable += 1;
      options.onFailure?.(answer);
    } else if (answer.status === "quoted") {
      providers.quoted += 1;
      quotes.push(answer.quote);
    } else {
      providers.declined += 1;
      declinedFor[declineCounter[answer.reason]] += 1;
      options.onDecline?.(adapters[index]!.slug, answer.reason);
    }
  });
  return { quotes: orderQuotes(quotes), providersSearched: adapters.length, providers };
}

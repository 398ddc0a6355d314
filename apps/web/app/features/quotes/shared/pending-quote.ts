import type { QuoteRequest } from "@plummet/client";
import type { ToastInput } from "@plummet/ui/toast";

/**
 * The page a quote form goes on to: the results, filled in as insurers answer (the saved set's
 * page, which knows it by "new" where a set's reference would be).
 */
export const NEW_QUOTES_PATH = "/quotes/new";

const KEY = "plummet:pending-quote";

/** A quote request the form checked, handed to the results page that asks for its prices. */
export interface PendingQuote {
  request: QuoteRequest;
  /** What the form says if the prices cannot be had (the home page and product pages differ). */
  failure: ToastInput;
  /** Sent as `Idempotency-Key`: a retry or a reload gets the set already priced, never a second. */
  idempotencyKey: string;
}

/** Hands the request to the next page this tab loads (sessionStorage: never another tab's). */
export function keepPendingQuote(pending: PendingQuote): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/**
 * The request handed over, kept in this history entry's state once taken, so a reload of the page
 * before the set is saved asks again rather than losing the answers.
 */
export function takePendingQuote(): PendingQuote | undefined {
  const kept = (window.history.state as { pendingQuote?: PendingQuote } | null)?.pendingQuote;
  if (kept) return kept;
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return undefined;
    sessionStorage.removeItem(KEY);
    const pending = JSON.parse(stored) as PendingQuote;
    if (!pending?.request?.insuranceType) return undefined;
    window.history.replaceState({ ...window.history.state, pendingQuote: pending }, "");
    return pending;
  } catch {
    return undefined;
  }
}

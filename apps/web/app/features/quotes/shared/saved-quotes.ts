import type { QuoteRequestInput } from "@plummet/contracts";

/** The query key of a saved quote set: TanStack Query's default read GETs `/api/quotes/<reference>`. */
export const quoteSetKey = (reference: string) => ["/api/quotes", reference] as const;

/** A saved quote set's page on this site. */
export const quoteSetPath = (reference: string) => `/quotes/${reference}`;

const LAST_REQUEST_KEY = "plummet:last-quote-request";

/**
 * The visitor's last answers, kept in this browser tab only (sessionStorage) so "Change your
 * details" can prefill the form. Never sent anywhere, never read from the API.
 */
export function rememberAnswers(request: QuoteRequestInput): void {
  try {
    sessionStorage.setItem(LAST_REQUEST_KEY, JSON.stringify(request));
  } catch {
    // Storage may be full or disabled; prefilling is a convenience only.
  }
}

export function rememberedAnswers(): Partial<Record<keyof QuoteRequestInput, string | boolean>> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(LAST_REQUEST_KEY) ?? "null");
    if (!stored || typeof stored !== "object") return {};
    const answers: Partial<Record<keyof QuoteRequestInput, string | boolean>> = {};
    for (const key of ["insuranceType", "coverageAmount", "age", "postcode", "email"] as const) {
      if (typeof stored[key] === "string" || typeof stored[key] === "number")
        answers[key] = String(stored[key]);
    }
    if (typeof stored.marketingOptIn === "boolean") answers.marketingOptIn = stored.marketingOptIn;
    return answers;
  } catch {
    return {};
  }
}

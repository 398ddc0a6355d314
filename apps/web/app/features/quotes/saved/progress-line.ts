import type { QuoteProgress } from "@plummet/client/browser";

/** "31 of 58 insurers have answered", then, the set saved, that every insurer has. */
export function progressLine(
  progress: QuoteProgress | undefined,
  saved: { quotes: unknown[] } | undefined,
): string {
  if (saved) {
    const count = saved.quotes.length;
    return `Every insurer has answered: ${count === 1 ? "1 quote" : `${count} quotes`}, saved for you.`;
  }
  if (!progress) return "Asking the insurers on our panel…";
  return `${progress.answered} of ${progress.asked} insurers have answered`;
}

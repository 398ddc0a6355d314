import type { AccountView } from "./account-api";

/** Words for the account page, apart from React, so they are tested alone. */

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
const dayAndTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** "27 November 2026" (an ISO date or date-time). */
export const formatDay = (iso: string) => day.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
/** "27 Nov 2026, 19:30". */
export const formatWhen = (iso: string) => dayAndTime.format(new Date(iso));

/** Quote sets still priced first (newest first), then the expired ones (newest first). */
export function orderedSets(sets: AccountView["quoteSets"]): AccountView["quoteSets"] {
  return [...sets].sort(
    (a, b) => Number(a.expired) - Number(b.expired) || b.createdAt.localeCompare(a.createdAt),
  );
}

/** "3 quotes", "1 quote", "No quotes". */
export const quotesCount = (count: number) =>
  count === 0 ? "No quotes" : `${count} quote${count === 1 ? "" : "s"}`;

/** How a device signed in, in words. */
export const signedInWith = (method: "passkey" | "link") =>
  method === "passkey" ? "with a passkey" : "with an emailed link";

/**
 * A set whose answers can be kept: priced on the full quote's answers (expired or not: a year on,
 * last year's set is the one to quote again from), and not the set the kept answers come from.
 */
export function canKeepAnswers(
  set: AccountView["quoteSets"][number],
  kept: AccountView["keptAnswers"],
): boolean {
  return set.fullQuote && !kept.some((answers) => answers.fromReference === set.reference);
}

/** A kept answer in words: a choice's label where the question set gives one. */
export function answerText(
  value: unknown,
  choices: ReadonlyArray<{ value: string; label: string }> | undefined,
  unit?: string,
): string {
  if (Array.isArray(value)) return value.length === 0 ? "None" : `${value.length} listed`;
  const text = String(value);
  const choice = choices?.find((candidate) => candidate.value === text);
  if (choice) return choice.label;
  if (text === "yes") return "Yes";
  if (text === "no") return "No";
  return unit && typeof value === "number" ? `${text} ${unit}` : text;
}

/**
 * The renewal date's rules for the browser, as the contracts state them in
 * `@plummet/contracts` (renewal-reminder.ts: `ukToday`, `addDays`, `addMonths`,
 * `renewalDateProblem`, `reminderDate`). Those functions live in a module that builds zod
 * schemas, and any value imported from the contracts' one entry loads all of them with zod, so
 * the islands use these instead; `reminder-dates.test.ts` checks both give the same answer for
 * every day of several years. Remove this file when the contracts publish the dates as an entry
 * of their own without zod (asked for in issue 24's report).
 */

/** What the pages pass in from the contracts at build time (the rules' figures and messages). */
export type ReminderRules = {
  /** `reminderLeadDays`: the reminder goes this many days before the renewal. */
  leadDays: number;
  /** `reminderHorizonMonths`: how far ahead a renewal date may be. */
  horizonMonths: number;
  /** `reminderMessages`. */
  messages: { renewalDate: string; renewalDatePast: string; renewalDateTooFar: string; consent: string };
  /** `quoteReferencePattern.source`. */
  referencePattern: string;
  /** `quoteSetMessages.reference`. */
  referenceMessage: string;
};

/** Today's date in the UK, YYYY-MM-DD. */
export function ukToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole months on, keeping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD string naming a day that exists. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** The message for a renewal date (as a date input gives it), or undefined when it is fine. */
export function renewalDateProblem(
  rules: ReminderRules,
  renewalDate: string,
  today: string,
): string | undefined {
  if (!isCalendarDate(renewalDate.trim())) return rules.messages.renewalDate;
  if (renewalDate < today) return rules.messages.renewalDatePast;
  if (renewalDate > addMonths(today, rules.horizonMonths)) return rules.messages.renewalDateTooFar;
  return undefined;
}

/** The day the reminder goes: `leadDays` before the renewal, or today if that has passed. */
export function reminderDate(rules: ReminderRules, renewalDate: string, today: string): string {
  const ahead = addDays(renewalDate, -rules.leadDays);
  return ahead < today ? today : ahead;
}

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" });

/** "Friday, 12 March 2027" for a YYYY-MM-DD date. */
export function formatDay(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

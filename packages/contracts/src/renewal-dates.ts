// The renewal date's rules with no schema library: the website's islands import this entry
// (`@plummet/contracts/renewal-dates`) without loading zod; the schemas build on it.

/**
 * Renewal reminders. The reminder goes this many days before the renewal date: buying car cover
 * 21-28 days and home cover 23-25 days before renewal is usually cheapest (the required savings
 * figures), and 24 days sits in both windows. A renewal sooner than that is reminded at once.
 */
export const reminderLeadDays = 24;
/** How far ahead a renewal date may be: a policy renews within a year, plus a month's slack. */
export const reminderHorizonMonths = 13;

export const reminderMessages = {
  renewalDate: "Please enter the date your current policy renews, for example 27 3 2027",
  renewalDatePast: "The renewal date must be today or in the future",
  renewalDateTooFar: `The renewal date must be within ${reminderHorizonMonths} months from today`,
  consent: "Please tick the box to agree to a renewal reminder email",
} as const;

/** Whether a YYYY-MM-DD string names a day that exists (not 2027-02-30, not 2027-13-01). */
export function isCalendarDate(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** Adds whole months to a YYYY-MM-DD date, keeping to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Adds (or with a negative number, takes) whole days from a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Today's date in the UK (the site's calendar), YYYY-MM-DD. */
export function ukToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
}

/** What is wrong with a renewal date given today's date (both YYYY-MM-DD), if anything. */
export function renewalDateProblem(renewalDate: string, today: string): string | undefined {
  if (renewalDate < today) return reminderMessages.renewalDatePast;
  if (renewalDate > addMonths(today, reminderHorizonMonths)) return reminderMessages.renewalDateTooFar;
  return undefined;
}

/** The day the reminder goes: `reminderLeadDays` before the renewal, or today if that has passed. */
export function reminderDate(renewalDate: string, today: string): string {
  const ahead = addDays(renewalDate, -reminderLeadDays);
  return ahead < today ? today : ahead;
}

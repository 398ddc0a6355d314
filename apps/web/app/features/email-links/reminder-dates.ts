/**
 * The renewal date's rules for the islands: the contracts' own functions from their zod-free entry
 * (`@plummet/contracts/renewal-dates`), with the form's extra check that the typed date exists,
 * and the day written out.
 */
import {
  addDays,
  addMonths,
  renewalDateProblem as contractDateProblem,
  isCalendarDate,
  reminderDate as reminderDay,
  ukToday,
} from "@plummet/contracts/renewal-dates";

export { addDays, addMonths, isCalendarDate, ukToday };

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

/** The message for a renewal date (as a date input gives it), or undefined when it is fine. */
export function renewalDateProblem(
  rules: ReminderRules,
  renewalDate: string,
  today: string,
): string | undefined {
  if (!isCalendarDate(renewalDate.trim())) return rules.messages.renewalDate;
  return contractDateProblem(renewalDate, today);
}

/** The day the reminder goes: `leadDays` before the renewal, or today if that has passed. */
export function reminderDate(_rules: ReminderRules, renewalDate: string, today: string): string {
  return reminderDay(renewalDate, today);
}

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" });

/** "Friday, 12 March 2027" for a YYYY-MM-DD date. */
export function formatDay(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

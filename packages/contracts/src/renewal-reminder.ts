import { z } from "zod";
import { CoverageLevel, InsuranceType } from "./insurance";
import { QuoteReference } from "./quote-set";

/**
 * Renewal reminders. The reminder goes this many days before the renewal date: buying car cover
 * 21-28 days and home cover 23-25 days before renewal is usually cheapest (SPEC's savings
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

/** A calendar date, YYYY-MM-DD, that exists. */
const calendarDate = z
  .string({ error: reminderMessages.renewalDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: reminderMessages.renewalDate, abort: true })
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value, {
    error: reminderMessages.renewalDate,
  });

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

/** A ticked checkbox arrives from a form without JavaScript as "on"; from the API as true. */
const ticked = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value),
  z.literal(true, { error: reminderMessages.consent }),
);

export const ReminderRequest = z
  .object({
    reference: QuoteReference.describe("The saved quote set whose answers are priced again"),
    renewalDate: calendarDate.describe(
      `The date the current policy renews (YYYY-MM-DD), from today to ${reminderHorizonMonths} months ahead`,
    ),
    consent: ticked.describe(
      "The visitor's agreement to one reminder email; separate from the marketing opt-in, never assumed",
    ),
  })
  .meta({ id: "ReminderRequest" });
export type ReminderRequest = z.infer<typeof ReminderRequest>;

export const ReminderResponse = z
  .object({
    renewalDate: z.iso.date(),
    remindOn: z.iso.date().describe("The day the reminder email is sent (UK date)"),
    message: z.string(),
  })
  .meta({ id: "Reminder" });
export type ReminderResponse = z.infer<typeof ReminderResponse>;

/** A signed link's token, from an email. */
export const LinkToken = z
  .string({ error: "This link is not complete: open it again from your email" })
  .trim()
  .min(1, { error: "This link is not complete: open it again from your email" })
  .max(2100, { error: "This link is not complete: open it again from your email" })
  .describe("The token from the link in the email");

export const ReminderTokenRequest = z.object({ token: LinkToken }).meta({ id: "ReminderTokenRequest" });

export const ChangeReminderRequest = z
  .object({ token: LinkToken, renewalDate: calendarDate.describe("The new renewal date (YYYY-MM-DD)") })
  .meta({ id: "ChangeReminderRequest" });

/** A reminder as its own page shows it: no personal data beyond what the product was. */
export const ReminderDetails = z
  .object({
    insuranceType: InsuranceType,
    coverageAmount: CoverageLevel,
    reference: z.string().describe("The quote set the reminder was set from"),
    renewalDate: z.iso.date(),
    remindOn: z.iso.date(),
  })
  .meta({ id: "ReminderDetails" });
export type ReminderDetails = z.infer<typeof ReminderDetails>;

export const MessageResponse = z.object({ message: z.string() }).meta({ id: "Message" });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const UnsubscribeResponse = z
  .object({
    marketingWithdrawn: z.number().int().describe("Quote sets whose marketing opt-in was withdrawn"),
    remindersCancelled: z.number().int(),
    message: z.string(),
  })
  .meta({ id: "Unsubscribe" });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

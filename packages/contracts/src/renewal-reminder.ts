import { z } from "zod";
import { CoverageLevel, InsuranceType } from "./insurance";
import { QuoteReference } from "./quote-set";

import { isCalendarDate, reminderHorizonMonths, reminderMessages } from "./renewal-dates";

export * from "./renewal-dates";

/** A calendar date, YYYY-MM-DD, that exists. */
const calendarDate = z
  .string({ error: reminderMessages.renewalDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: reminderMessages.renewalDate, abort: true })
  .refine((value) => isCalendarDate(value), { error: reminderMessages.renewalDate });

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

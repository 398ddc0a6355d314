import { z } from "zod/mini";
import { CoverageLevel, InsuranceType } from "./insurance";
import { quoteReferencePattern } from "./quote-reference";
import { quoteSetMessages } from "./quote-set";
import { isCalendarDate, reminderHorizonMonths, reminderMessages } from "./renewal-dates";

export * from "./renewal-dates";

/** A calendar date, YYYY-MM-DD, that exists. */
const calendarDate = () =>
  z
    .string({ error: reminderMessages.renewalDate })
    .check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: reminderMessages.renewalDate, abort: true }),
      z.refine(isCalendarDate, { error: reminderMessages.renewalDate }),
    );

/** A ticked checkbox arrives from a form without JavaScript as "on"; from the API as true. */
const ticked = z.pipe(
  z.transform((value: unknown) => (value === "on" || value === "true" ? true : value)),
  z.literal(true, { error: reminderMessages.consent }),
);

export const ReminderRequest = z
  .object({
    reference: z
      .string({ error: quoteSetMessages.reference })
      .check(z.regex(quoteReferencePattern, { error: quoteSetMessages.reference }))
      .register(z.globalRegistry, { description: "The saved quote set whose answers are priced again" }),
    renewalDate: calendarDate().register(z.globalRegistry, {
      description: `The date the current policy renews (YYYY-MM-DD), from today to ${reminderHorizonMonths} months ahead`,
    }),
    consent: ticked.register(z.globalRegistry, {
      description:
        "The visitor's agreement to one reminder email; separate from the marketing opt-in, never assumed",
    }),
  })
  .register(z.globalRegistry, { id: "ReminderRequest" });
export type ReminderRequest = z.output<typeof ReminderRequest>;

export const ReminderResponse = z
  .object({
    renewalDate: z.iso.date(),
    remindOn: z.iso
      .date()
      .register(z.globalRegistry, { description: "The day the reminder email is sent (UK date)" }),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: "Reminder" });
export type ReminderResponse = z.infer<typeof ReminderResponse>;

const LINK_MESSAGE = "This link is not complete: open it again from your email";

/** A signed link's token, from an email. */
export const linkToken = () =>
  z
    .string({ error: LINK_MESSAGE })
    .check(z.trim(), z.minLength(1, { error: LINK_MESSAGE }), z.maxLength(2100, { error: LINK_MESSAGE }))
    .register(z.globalRegistry, { description: "The token from the link in the email" });
export const LinkToken = linkToken();

export const ReminderTokenRequest = z
  .object({ token: linkToken() })
  .register(z.globalRegistry, { id: "ReminderTokenRequest" });

export const ChangeReminderRequest = z
  .object({
    token: linkToken(),
    renewalDate: calendarDate().register(z.globalRegistry, {
      description: "The new renewal date (YYYY-MM-DD)",
    }),
  })
  .register(z.globalRegistry, { id: "ChangeReminderRequest" });

/** A reminder as its own page shows it: no personal data beyond what the product was. */
export const ReminderDetails = z
  .object({
    insuranceType: InsuranceType,
    coverageAmount: CoverageLevel,
    reference: z
      .string()
      .register(z.globalRegistry, { description: "The quote set the reminder was set from" }),
    renewalDate: z.iso.date(),
    remindOn: z.iso.date(),
  })
  .register(z.globalRegistry, { id: "ReminderDetails" });
export type ReminderDetails = z.infer<typeof ReminderDetails>;

export const MessageResponse = z
  .object({ message: z.string() })
  .register(z.globalRegistry, { id: "Message" });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const UnsubscribeResponse = z
  .object({
    marketingWithdrawn: z
      .number()
      .check(z.int())
      .register(z.globalRegistry, { description: "Quote sets whose marketing opt-in was withdrawn" }),
    remindersCancelled: z.number().check(z.int()),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: "Unsubscribe" });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

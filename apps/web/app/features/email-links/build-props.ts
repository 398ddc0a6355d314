import {
  coverageLevelDetails,
  inquiryTypeLabels,
  insuranceTypeLabels,
  linkTokenPattern,
  quoteReferencePattern,
  quoteSetMessages,
  reminderHorizonMonths,
  reminderLeadDays,
  reminderMessages,
} from "@plummet/contracts";
import type { ReminderRules } from "./reminder-dates";

/**
 * Values from the contracts the email-link islands need, fixed when the pages are built and
 * passed as island props, so no island imports a value from the contracts (and with it zod).
 * Only route modules (prerendering) import this file.
 */
export const reminderRules: ReminderRules = {
  leadDays: reminderLeadDays,
  horizonMonths: reminderHorizonMonths,
  messages: { ...reminderMessages },
  referencePattern: quoteReferencePattern.source,
  referenceMessage: quoteSetMessages.reference,
};

export const tokenPattern = linkTokenPattern.source;

export const coverageLabels = Object.fromEntries(
  Object.entries(coverageLevelDetails).map(([level, details]) => [level, details.label]),
) as Record<keyof typeof coverageLevelDetails, string>;

export { inquiryTypeLabels, insuranceTypeLabels as productLabels };

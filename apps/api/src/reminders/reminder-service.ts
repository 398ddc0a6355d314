import {
  type ReminderDetails,
  type ReminderRequest,
  type ReminderResponse,
  reminderDate,
  reminderLeadDays,
  renewalDateProblem,
  ukToday,
} from "@plummet/contracts";
import type { QuoteSet } from "../db/quote-store";
import type { Reminder, ReminderStore } from "../db/reminder-store";
import { HttpError } from "../http-error";
import { calendarDate } from "../mail/email-layout";
import type { QuoteService } from "../quotes/quote-service";

/** A renewal date outside today to 13 months ahead: 400 naming the field, nothing stored. */
function checkRenewalDate(renewalDate: string, today: string): void {
  const problem = renewalDateProblem(renewalDate, today);
  if (problem)
    throw new HttpError(400, "The request has invalid fields", [{ path: "renewalDate", message: problem }]);
}

/** The prices of a set, for the "what changed" of the set its reminder will make. */
function pricesOf(set: QuoteSet) {
  return {
    reference: set.reference,
    createdAt: set.createdAt.toISOString(),
    cheapestAnnualPrice: set.quotes[0]?.annualPrice ?? null,
    insurers: set.quotes.map((quote) => ({
      providerSlug: quote.providerSlug,
      provider: quote.provider,
      annualPrice: quote.annualPrice,
    })),
  };
}

const confirmation = (reminder: { renewalDate: string; remindOn: string }, today: string) =>
  reminder.remindOn === today
    ? `Your renewal on ${calendarDate(reminder.renewalDate)} is less than ${reminderLeadDays} days away, so we're pricing your answers again now: your reminder email with new prices is on its way.`
    : `We'll email you on ${calendarDate(reminder.remindOn)}, ${reminderLeadDays} days before your renewal on ${calendarDate(reminder.renewalDate)}, with new prices for the same answers. We've emailed you a link to change the date or cancel.`;

/** Setting, showing, moving and cancelling renewal reminders. Knows nothing of HTTP beyond its errors. */
export class ReminderService {
  constructor(
    private readonly options: {
      store: ReminderStore;
      quotes: QuoteService;
      clock: () => Date;
      /** Told when a reminder is due today, so it is sent now rather than at the next poll. */
      onDueNow?: () => void;
    },
  ) {}

  /** Sets a reminder from a saved quote set (404 unknown, 410 expired), keeping its answers. */
  async set(request: ReminderRequest): Promise<ReminderResponse> {
    const now = this.options.clock();
    const today = ukToday(now);
    checkRenewalDate(request.renewalDate, today);
    const set = await this.options.quotes.open(request.reference);
    const remindOn = reminderDate(request.renewalDate, today);
    await this.options.store.set({
      email: set.applicant.email,
      insuranceType: set.insuranceType,
      coverageAmount: set.coverageAmount,
      age: set.applicant.age,
      postcode: set.applicant.postcode,
      details: set.details ? { ...set.details } : null,
      fromReference: set.reference,
      previous: pricesOf(set),
      renewalDate: request.renewalDate,
      remindOn,
      consentAt: now,
      createdAt: now,
    });
    if (remindOn === today) this.options.onDueNow?.();
    return {
      renewalDate: request.renewalDate,
      remindOn,
      message: confirmation({ ...request, remindOn }, today),
    };
  }

  details(reminder: Reminder): ReminderDetails {
    return {
      insuranceType: reminder.insuranceType,
      coverageAmount: reminder.coverageAmount,
      reference: reminder.fromReference,
      renewalDate: reminder.renewalDate,
      remindOn: reminder.remindOn,
    };
  }

  /** Moves a reminder to a new renewal date; undefined when it is no longer set. */
  async move(id: string, address: string, renewalDate: string): Promise<ReminderResponse | undefined> {
    const today = ukToday(this.options.clock());
    checkRenewalDate(renewalDate, today);
    const remindOn = reminderDate(renewalDate, today);
    const moved = await this.options.store.move(id, address, { renewalDate, remindOn });
    if (!moved) return undefined;
    if (remindOn === today) this.options.onDueNow?.();
    return { renewalDate, remindOn, message: confirmation({ renewalDate, remindOn }, today) };
  }
}

import {
  type AnswerValue,
  type ReminderDetails,
  type ReminderRequest,
  type ReminderResponse,
  reminderDate,
  reminderLeadDays,
  renewalDateProblem,
  ukToday,
} from "@plummet/contracts";
import { type Database, inTransaction } from "../db/database";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import type { QuoteSet } from "../db/quote-store";
import type { NewReminder, Reminder, ReminderStore } from "../db/reminder-store";
import { HttpError, LinkError } from "../http-error";
import type { LinkTokens } from "../links/link-tokens";
import { verifiedLink } from "../links/verified-link";
import { calendarDate } from "../mail/email-layout";
import type { QuoteService } from "../quotes/quote-service";

const GONE =
  "This reminder has already been sent or cancelled, so there is nothing to change. To be reminded again, open your latest quotes and choose Remind me before my renewal.";

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
      database: Database;
      store: ReminderStore;
      outbox: MailOutboxStore;
      quotes: QuoteService;
      tokens: LinkTokens;
      clock: () => Date;
      /** Told when a reminder is due today, so it is sent now rather than at the next poll. */
      onDueNow?: () => void;
      /** Told when a reminder is set, so its confirmation email goes now. */
      onSet?: () => void;
    },
  ) {}

  /** Sets a reminder from a saved quote set (404 unknown, 410 expired), keeping its answers. */
  async set(request: ReminderRequest): Promise<ReminderResponse> {
    const now = this.options.clock();
    const today = ukToday(now);
    checkRenewalDate(request.renewalDate, today);
    const set = await this.options.quotes.open(request.reference);
    const remindOn = reminderDate(request.renewalDate, today);
    await this.save({
      email: set.applicant.email,
      insuranceType: set.insuranceType,
      coverageAmount: set.coverageAmount,
      age: set.applicant.age,
      postcode: set.applicant.postcode,
      details: set.details ? renewalAnswers(set.details) : null,
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

  /**
   * Sets the reminder for its quote set (or moves the one already set: one per set) and queues
   * its confirmation in the same transaction, unless one was queued for it in the last 24 hours.
   */
  private save(reminder: NewReminder): Promise<string> {
    const { database, store, outbox } = this.options;
    return inTransaction(database, async (tx) => {
      const id = await store.upsert(reminder, tx);
      // Setting it again moves it; its confirmation is emailed once a day at most, so setting
      // it five times does not send five emails (the page answers the new date each time).
      const dayBefore = new Date(reminder.createdAt.getTime() - 24 * 60 * 60_000);
      if (!(await outbox.queuedForReminder(id, "reminder-set", dayBefore, tx))) {
        await outbox.enqueue([{ kind: "reminder-set", reminderId: id, queuedAt: reminder.createdAt }], tx);
      }
      return id;
    });
  }

  /** The reminder a link names, for its address; 410 once sent or cancelled. */
  private async reminderOf(token: string): Promise<Reminder> {
    const { address, subject } = await verifiedLink(this.options.tokens, "reminder", token);
    const reminder = subject ? await this.options.store.find(subject, address) : undefined;
    if (!reminder) throw new LinkError("used", GONE);
    return reminder;
  }

  /** What a link's reminder is for (410 once sent or cancelled). */
  async details(token: string): Promise<ReminderDetails> {
    const reminder = await this.reminderOf(token);
    return {
      insuranceType: reminder.insuranceType,
      coverageAmount: reminder.coverageAmount,
      reference: reminder.fromReference,
      renewalDate: reminder.renewalDate,
      remindOn: reminder.remindOn,
    };
  }

  /** Cancels a link's reminder, deleting its answers (410 once sent or cancelled). */
  async cancel(token: string): Promise<void> {
    const reminder = await this.reminderOf(token);
    if (!(await this.options.store.cancel(reminder.id, reminder.email.toLowerCase()))) {
      throw new LinkError("used", GONE);
    }
  }

  /** Moves a link's reminder to a new renewal date (410 once sent or cancelled). */
  async change(token: string, renewalDate: string): Promise<ReminderResponse> {
    const reminder = await this.reminderOf(token);
    const today = ukToday(this.options.clock());
    checkRenewalDate(renewalDate, today);
    const remindOn = reminderDate(renewalDate, today);
    const moved = await this.options.store.move(reminder.id, reminder.email.toLowerCase(), {
      renewalDate,
      remindOn,
    });
    if (!moved) throw new LinkError("used", GONE);
    if (remindOn === today) this.options.onDueNow?.();
    return { renewalDate, remindOn, message: confirmation({ renewalDate, remindOn }, today) };
  }
}

/**
 * The answers a renewal prices again: all but the dates of this year's trip or cover, which a
 * renewal's own start replaces (a start date long past would price as cover bought for today).
 */
function renewalAnswers(details: Readonly<Record<string, AnswerValue>>): Record<string, AnswerValue> {
  const { startDate: _start, departureDate: _departure, ...answers } = details;
  return answers;
}

import * as contracts from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  formatDay,
  isCalendarDate,
  type ReminderRules,
  reminderDate,
  renewalDateProblem,
  ukToday,
} from "./reminder-dates";

const rules: ReminderRules = {
  leadDays: contracts.reminderLeadDays,
  horizonMonths: contracts.reminderHorizonMonths,
  messages: contracts.reminderMessages,
  referencePattern: contracts.quoteReferencePattern.source,
  referenceMessage: contracts.quoteSetMessages.reference,
};

/** Every day from 2026-01-01 for `years` years. */
function days(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

describe("the browser's renewal date rules agree with the contracts'", () => {
  const todays = days("2026-01-01", 3 * 366).filter((_, index) => index % 7 === 0);

  it("for today's date in the UK, across the clock changes", () => {
    for (const instant of [
      "2026-03-29T00:30:00Z",
      "2026-03-29T23:30:00Z",
      "2026-10-25T23:59:00Z",
      "2027-06-30T23:10:00Z",
    ])
      expect(ukToday(new Date(instant))).toBe(contracts.ukToday(new Date(instant)));
  });

  it("for adding days and months, month ends and leap years included", () => {
    for (const day of days("2027-12-25", 800)) {
      expect(addDays(day, -contracts.reminderLeadDays)).toBe(
        contracts.addDays(day, -contracts.reminderLeadDays),
      );
      expect(addMonths(day, contracts.reminderHorizonMonths)).toBe(
        contracts.addMonths(day, contracts.reminderHorizonMonths),
      );
    }
  });

  it("for each renewal date's problem and reminder day", () => {
    for (const today of todays) {
      for (const offset of [-400, -1, 0, 1, 10, 23, 24, 25, 200, 395, 396, 397, 400, 430]) {
        const renewal = addDays(today, offset);
        expect(renewalDateProblem(rules, renewal, today), `${renewal} from ${today}`).toBe(
          contracts.renewalDateProblem(renewal, today),
        );
        expect(reminderDate(rules, renewal, today)).toBe(contracts.reminderDate(renewal, today));
      }
    }
  });

  it("takes what the contracts' schema takes as a date, and nothing else", () => {
    const schema = contracts.ReminderRequest.shape.renewalDate;
    for (const value of [
      "2027-02-28",
      "2028-02-29",
      "2027-02-29",
      "2027-02-30",
      "27/03/2027",
      "",
      "2027-3-1",
    ])
      expect(isCalendarDate(value), value).toBe(schema.safeParse(value).success);
    // The contracts' check throws on a month that does not exist (`new Date("2027-13-01…")` is
    // invalid and toISOString throws), reported with issue 24; the browser says it is not a date.
    expect(isCalendarDate("2027-13-01")).toBe(false);
    expect(isCalendarDate("2027-00-10")).toBe(false);
  });
});

describe("renewalDateProblem", () => {
  it("asks for a date when there is none or it is not a day", () => {
    expect(renewalDateProblem(rules, "", "2026-05-01")).toBe(contracts.reminderMessages.renewalDate);
    expect(renewalDateProblem(rules, "2026-02-30", "2026-01-01")).toBe(
      contracts.reminderMessages.renewalDate,
    );
  });
});

describe("formatDay", () => {
  it("writes the day out in British English", () => {
    expect(formatDay("2027-03-12")).toBe("Friday, 12 March 2027");
  });
});

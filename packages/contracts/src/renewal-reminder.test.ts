import { describe, expect, it } from "vitest";
import {
  addMonths,
  ReminderRequest,
  reminderDate,
  reminderMessages,
  renewalDateProblem,
  ukToday,
} from "./renewal-reminder";

describe("renewal dates", () => {
  it("adds months keeping to the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2027-12-15", 13)).toBe("2029-01-15");
  });

  it("accepts today to 13 months ahead, and names what is wrong otherwise", () => {
    expect(renewalDateProblem("2026-11-25", "2026-11-25")).toBeUndefined();
    expect(renewalDateProblem("2027-12-25", "2026-11-25")).toBeUndefined();
    expect(renewalDateProblem("2027-12-26", "2026-11-25")).toBe(reminderMessages.renewalDateTooFar);
    expect(renewalDateProblem("2026-11-24", "2026-11-25")).toBe(reminderMessages.renewalDatePast);
  });

  it("reminds 24 days ahead, or today when the renewal is sooner", () => {
    expect(reminderDate("2027-03-27", "2026-11-25")).toBe("2027-03-03");
    expect(reminderDate("2026-12-05", "2026-11-25")).toBe("2026-11-25");
  });

  it("reads today on the UK calendar", () => {
    expect(ukToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(ukToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});

describe("ReminderRequest", () => {
  const good = { reference: "PLM-7K2M9QXD", renewalDate: "2027-03-27", consent: true };

  it("takes a form's ticked box as consent, and refuses a missing one", () => {
    expect(ReminderRequest.parse({ ...good, consent: "on" }).consent).toBe(true);
    const refused = ReminderRequest.safeParse({ ...good, consent: undefined });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["consent", reminderMessages.consent],
    ]);
  });

  it("refuses dates that do not exist", () => {
    for (const renewalDate of ["2027-02-30", "27/03/2027", "", "2027-3-1"]) {
      expect(ReminderRequest.safeParse({ ...good, renewalDate }).error?.issues[0]?.message).toBe(
        reminderMessages.renewalDate,
      );
    }
  });
});

describe("dates that do not exist", () => {
  it("are refused as the renewal date's message, never thrown", () => {
    for (const renewalDate of ["2027-13-01", "2027-00-10", "2027-04-31", "9999-99-99"]) {
      const parsed = ReminderRequest.safeParse({ reference: "PLM-7K2M9QXD", renewalDate, consent: true });
      expect(parsed.error?.issues[0]?.message, renewalDate).toBe(reminderMessages.renewalDate);
    }
  });
});

// Without zod, so that a page can offer the choices and load the schemas only when it validates.
import { insuranceTypeLabels, insuranceTypes } from "./insurance-types";

/** When a visitor would like to be called, within our opening hours (Mon-Fri 9-6, Sat 10-4). */
export const callBackTimes = ["any", "morning", "afternoon", "late-afternoon"] as const;
export type CallBackTime = (typeof callBackTimes)[number];
export const callBackTimeLabels: Record<CallBackTime, string> = {
  any: "Any time we are open",
  morning: "Morning, 9am to 12pm",
  afternoon: "Afternoon, 12pm to 4pm",
  "late-afternoon": "Weekday late afternoon, 4pm to 6pm",
};

/** A UK number stored in E.164 (+447400123456), as a person writes it: 07400 123456, 020 7946 0991. */
export function ukNationalNumber(e164: string): string {
  const digits = `0${e164.replace(/^\+44/, "")}`;
  // 02x area codes: 3 digits, then 4 and 4; 011x and 01x1 (the big cities), 03, 08 and 09: 4, 3, 4;
  // mobiles and the other area codes: 5, then 6.
  if (digits.startsWith("02")) return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  if (/^(?:011|01\d1|0[389])/.test(digits))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** What the call is about: a kind of cover, a quote already had, or something else. */
export const callBackTopics = [...insuranceTypes, "saved-quote", "other"] as const;
export type CallBackTopic = (typeof callBackTopics)[number];
export const callBackTopicLabels: Record<CallBackTopic, string> = {
  ...insuranceTypeLabels,
  "saved-quote": "A quote I already have",
  other: "Something else",
};

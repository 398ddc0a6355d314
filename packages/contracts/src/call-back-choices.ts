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

/** What the call is about: a kind of cover, a quote already had, or something else. */
export const callBackTopics = [...insuranceTypes, "saved-quote", "other"] as const;
export type CallBackTopic = (typeof callBackTopics)[number];
export const callBackTopicLabels: Record<CallBackTopic, string> = {
  ...insuranceTypeLabels,
  "saved-quote": "A quote I already have",
  other: "Something else",
};

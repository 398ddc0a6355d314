import {
  type CallBackTime,
  type CallBackTopic,
  callBackTimeLabels,
  callBackTopicLabels,
  ukNationalNumber,
} from "@plummet/contracts";
import type { StoredCallBack } from "../db/call-back-store";
import { dateAndTime, type EmailLinks, framedEmail, P, type RenderedEmail } from "./email-layout";

/**
 * Confirms a call-back request: its reference, the number and time asked for, and what happens
 * next. While the site is a demonstration (`demonstration`) it says plainly that no one will call.
 */
export function callBackConfirmationEmail(
  request: StoredCallBack,
  demonstration: boolean,
  links: EmailLinks,
): RenderedEmail {
  const time = callBackTimeLabels[request.bestTime as CallBackTime] ?? request.bestTime;
  const topic = callBackTopicLabels[request.topic as CallBackTopic] ?? request.topic;
  const lines = [
    `Hello ${request.fullName},`,
    `We have your request for a call back, reference ${request.reference}, made on ${dateAndTime.format(request.createdAt)} (UK time).`,
    `Number: ${ukNationalNumber(request.phone)}`,
    `Best time: ${time}`,
    `About: ${topic}`,
    ...(request.notes ? [`Your note: ${request.notes}`] : []),
    demonstration
      ? "Plummet is a demonstration, not an authorised firm: no one will call you. We keep your request as a real service would, and you can see or delete it on our Your data page."
      : "One of our team will call you on the next working day at the time you chose. The call is free and there is no obligation to buy.",
    "If you did not ask for this, ignore this email: we will not call a number that was not given by its owner, and the request is deleted on our retention schedule.",
  ];
  return framedEmail(
    `Your call-back request ${request.reference}`,
    {
      text: lines.flatMap((line) => [line, ""]).slice(0, -1),
      html: (
        <>
          {lines.map((line) => (
            <P key={line}>{line}</P>
          ))}
        </>
      ),
    },
    links,
  );
}

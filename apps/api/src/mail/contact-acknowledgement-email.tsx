import { type InquiryType, inquiryTypeLabels } from "@plummet/contracts";
import type { contactMessages } from "../db/schema";
import { type EmailLinks, framedEmail, P, type RenderedEmail } from "./email-layout";

/**
 * Acknowledges a contact message: its reference and when to expect a reply. The message itself
 * is not repeated (the visitor has it), so a wrong address learns nothing from the email.
 */
export function contactAcknowledgementEmail(
  message: typeof contactMessages.$inferSelect,
  links: EmailLinks,
): RenderedEmail {
  const kind = inquiryTypeLabels[message.inquiryType as InquiryType] ?? message.inquiryType;
  const lines = [
    `Hello ${message.fullName},`,
    `Thank you for your message (${kind}). Its reference is ${message.reference}: quote it if you write to us again about it.`,
    message.inquiryType === "complaint"
      ? "We will send our final response to your complaint within 8 weeks. If you are unhappy with it, or 8 weeks have passed, you can ask the Financial Ombudsman Service to look at it, free of charge."
      : "We aim to reply within about 24 hours.",
  ];
  return framedEmail(
    `We have your message ${message.reference}`,
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

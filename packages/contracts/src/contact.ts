import { z } from "zod";
import { isSafeLine, isSafeText, safeTextMessage } from "./safe-text";

export const inquiryTypes = ["quote", "support", "complaint", "general"] as const;
export const InquiryType = z.enum(inquiryTypes);
export type InquiryType = z.infer<typeof InquiryType>;

export const inquiryTypeLabels: Record<InquiryType, string> = {
  quote: "Help with a quote",
  support: "Customer support",
  complaint: "Make a complaint",
  general: "General enquiry",
};

export const contactMessages = {
  fullName: "Please enter your full name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid UK phone number, for example 020 7946 0000",
  inquiryType: "Please choose what your message is about",
  message: "Please enter your message",
  messageTooLong: "Your message must be 2,000 characters or fewer",
} as const;

/** UK numbers: 10 or 11 digits starting 0, or +44 and 9 or 10 digits; spaces, dashes, brackets allowed. */
const UK_PHONE = /^(?:0\d{9,10}|\+44\d{9,10})$/;

export const ContactRequest = z
  .object({
    fullName: z
      .string({ error: contactMessages.fullName })
      .trim()
      .min(2, { error: contactMessages.fullName })
      .max(120, { error: "Please enter a name of 120 characters or fewer" })
      .refine(isSafeLine, { error: safeTextMessage }),
    email: z
      .string({ error: contactMessages.email })
      .trim()
      .refine(isSafeLine, { error: safeTextMessage, abort: true })
      .pipe(z.email({ error: contactMessages.email })),
    phone: z
      .string({ error: contactMessages.phone })
      .trim()
      .refine(isSafeLine, { error: safeTextMessage, abort: true })
      .refine((value) => value === "" || UK_PHONE.test(value.replace(/[\s()-]/g, "")), {
        error: contactMessages.phone,
      })
      .optional(),
    inquiryType: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(inquiryTypes, { error: contactMessages.inquiryType }),
    ),
    message: z
      .string({ error: contactMessages.message })
      .trim()
      .min(1, { error: contactMessages.message, abort: true })
      .max(2000, { error: contactMessages.messageTooLong })
      .refine(isSafeText, { error: safeTextMessage }),
  })
  .meta({ id: "ContactRequest" });
export type ContactRequestInput = z.input<typeof ContactRequest>;
export type ContactRequest = z.output<typeof ContactRequest>;

export const ContactResponse = z
  .object({ reference: z.string(), message: z.string() })
  .meta({ id: "ContactResponse" });
export type ContactResponse = z.infer<typeof ContactResponse>;

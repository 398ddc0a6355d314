import { z } from "zod/mini";
import { emailAddress } from "./email-address";
import { inquiryTypes } from "./inquiry-types";
import { isSafeLine, isSafeText, safeTextMessage } from "./safe-text";

export const InquiryType = z.enum(inquiryTypes);
export type InquiryType = z.infer<typeof InquiryType>;

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
      .check(
        z.trim(),
        z.minLength(2, { error: contactMessages.fullName }),
        z.maxLength(120, { error: "Please enter a name of 120 characters or fewer" }),
        z.refine(isSafeLine, { error: safeTextMessage }),
      ),
    email: emailAddress(contactMessages.email),
    phone: z.optional(
      z.string({ error: contactMessages.phone }).check(
        z.trim(),
        z.refine(isSafeLine, { error: safeTextMessage, abort: true }),
        z.refine((value) => value === "" || UK_PHONE.test(value.replace(/[\s()-]/g, "")), {
          error: contactMessages.phone,
        }),
      ),
    ),
    inquiryType: z.pipe(
      z.transform((value) => (value === "" ? undefined : value)),
      z.enum(inquiryTypes, { error: contactMessages.inquiryType }),
    ),
    message: z
      .string({ error: contactMessages.message })
      .check(
        z.trim(),
        z.minLength(1, { error: contactMessages.message, abort: true }),
        z.maxLength(2000, { error: contactMessages.messageTooLong }),
        z.refine(isSafeText, { error: safeTextMessage }),
      ),
  })
  .register(z.globalRegistry, { id: "ContactRequest" });
export type ContactRequestInput = z.input<typeof ContactRequest>;
export type ContactRequest = z.output<typeof ContactRequest>;

export const ContactResponse = z
  .object({ reference: z.string(), message: z.string() })
  .register(z.globalRegistry, { id: "ContactResponse" });
export type ContactResponse = z.infer<typeof ContactResponse>;

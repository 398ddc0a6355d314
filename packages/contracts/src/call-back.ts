import { z } from "zod/mini";
import { callBackTimes, callBackTopics } from "./call-back-choices";
import { emailAddress } from "./email-address";
import { isSafeLine, isSafeText, safeTextMessage } from "./safe-text";
import { checkUkPhone, ukPhoneMessages } from "./uk-phone";

export * from "./call-back-choices";
export { checkUkPhone, ukPhoneMessages } from "./uk-phone";

/** The call-back form's messages, GOV.UK style, each under its field; the API answers the same. */
export const callBackMessages = {
  fullName: "Enter your full name",
  fullNameTooLong: "Full name must be 120 characters or fewer",
  email: "Enter an email address in the correct format, like name@example.com",
  bestTime: "Select when you would like us to call",
  topic: "Select what the call is about",
  notesTooLong: "What you would like to talk about must be 500 characters or fewer",
  consent: "Confirm that we may call you about this request",
  ...ukPhoneMessages,
} as const;

const ticked = z.pipe(
  z.transform((value: unknown) => (value === "on" || value === "true" ? true : value)),
  z.literal(true, { error: callBackMessages.consent }),
);

const choice = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.enum(values, { error }),
  );

/**
 * A UK phone number as typed, checked with libphonenumber-js (uk-phone.ts) and stored in E.164
 * (+447400123456): another country's number, a premium-rate one and one nobody can be called
 * back on are refused, each with its own message.
 */
const ukPhone = z.pipe(
  z
    .string({ error: ukPhoneMessages.required })
    .check(z.refine(isSafeLine, { error: safeTextMessage, abort: true })),
  z.transform((value: string, context) => {
    const checked = checkUkPhone(value);
    if (checked.ok) return checked.e164;
    context.issues.push({ code: "custom", message: checked.message, input: value });
    return z.NEVER;
  }),
);

export const CallBackRequest = z
  .object({
    fullName: z
      .string({ error: callBackMessages.fullName })
      .check(
        z.trim(),
        z.minLength(2, { error: callBackMessages.fullName }),
        z.maxLength(120, { error: callBackMessages.fullNameTooLong }),
        z.refine(isSafeLine, { error: safeTextMessage }),
      ),
    phone: ukPhone.register(z.globalRegistry, {
      description:
        "A UK mobile or landline number as typed (any spacing, 0…, 44… or +44…); premium-rate, personal, pager and freephone numbers and other countries' numbers are refused",
    }),
    email: emailAddress(callBackMessages.email).register(z.globalRegistry, {
      description: "Where the confirmation of the request is sent",
    }),
    bestTime: choice(callBackTimes, callBackMessages.bestTime),
    topic: choice(callBackTopics, callBackMessages.topic),
    notes: z.optional(
      z
        .string({ error: callBackMessages.notesTooLong })
        .check(
          z.trim(),
          z.maxLength(500, { error: callBackMessages.notesTooLong }),
          z.refine(isSafeText, { error: safeTextMessage }),
        ),
    ),
    consent: ticked.register(z.globalRegistry, {
      description: "The visitor's agreement to be called about this request; never assumed",
    }),
  })
  .register(z.globalRegistry, { id: "CallBackRequest" });
export type CallBackRequestInput = z.input<typeof CallBackRequest>;
export type CallBackRequest = z.output<typeof CallBackRequest>;

export const CallBackResponse = z
  .object({
    reference: z.string(),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: "CallBackResponse" });
export type CallBackResponse = z.infer<typeof CallBackResponse>;

import { z } from "zod/mini";
import { isSafeLine, safeTextMessage } from "./safe-text";

/**
 * The longest address accepted: 254 characters in all (what fits in SMTP's 256-octet path with
 * its angle brackets, RFC 5321 section 4.5.3.1.3 and RFC 3696's erratum) and 64 before the @
 * (the local part's limit, section 4.5.3.1.1).
 */
export const emailAddressLimits = { total: 254, localPart: 64 } as const;

export const emailLengthMessage = `Please enter an email address of at most ${emailAddressLimits.total} characters, with at most ${emailAddressLimits.localPart} before the @`;

/** Whether an address is within the limits (its local part is what comes before the last @). */
export function emailWithinLimits(value: string): boolean {
  const at = value.lastIndexOf("@");
  const local = at < 0 ? value : value.slice(0, at);
  return value.length <= emailAddressLimits.total && local.length <= emailAddressLimits.localPart;
}

/**
 * An email address field: trimmed, one safe line, within the length limits (its own message),
 * then a valid address (the form's message).
 */
export const emailAddress = (message: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(
        z.trim(),
        z.refine(isSafeLine, { error: safeTextMessage, abort: true }),
        z.refine(emailWithinLimits, { error: emailLengthMessage, abort: true }),
      ),
    z.email({ error: message }),
  );

/**
 * How much email one address gets: at most `perAddressPerDay` emails of every kind in any 24
 * hours (quote copies, reminder confirmations and reminders, your-data links, opt-in
 * confirmations), of which at most `optInConfirmationsPerDay` ask to confirm a new opt-in. More are
 * not sent, and the request that asked for one is answered as usual. The quotes service's default
 * (MAIL_DAILY_CAP_PER_ADDRESS) and the privacy policy both read these.
 */
export const emailSendingLimits = { perAddressPerDay: 10, optInConfirmationsPerDay: 1 } as const;

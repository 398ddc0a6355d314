import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { ukPhoneMetadata } from "./uk-phone-metadata";

/** What the phone field says, GOV.UK style: what to do, and why a number is refused. */
export const ukPhoneMessages = {
  required: "Enter your phone number",
  invalid: "Enter a UK mobile or landline number, like 07400 123456 or 020 7946 0991",
  notUk: "Enter a UK phone number: we can only call numbers in the UK",
  premiumRate:
    "Enter a mobile or landline number: we cannot call premium-rate numbers (starting 09, 084 or 087)",
  notCallable:
    "Enter a mobile or landline number: we cannot call personal, pager or freephone numbers (starting 070, 076 or 080)",
} as const;

/** The kinds of UK number a person can be called back on; libphonenumber-js's number types. */
const CALLABLE = new Set(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE", "VOIP", "UAN"]);

export type UkPhoneCheck = { ok: true; e164: string; national: string } | { ok: false; message: string };

/**
 * Checks a number a visitor typed (any spacing, brackets or dashes; 0…, 44… or +44…) with
 * libphonenumber-js's rules for the United Kingdom: a number in another country, one that is
 * not a valid UK number, and one we cannot call back (premium rate, shared cost, personal
 * numbering, pagers, freephone) are refused with a message saying which.
 */
export function checkUkPhone(input: string): UkPhoneCheck {
  const text = input.trim();
  if (text === "") return { ok: false, message: ukPhoneMessages.required };
  // "00" is the international prefix dialled from the UK: 0033… is France.
  const international = /^(?:\+|00)/.test(text);
  if (international && !/^(?:\+|00)\s*\(?\s*44/.test(text))
    return { ok: false, message: ukPhoneMessages.notUk };
  const parsed = parsePhoneNumberFromString(
    text.replace(/^00/, "+"),
    { defaultCountry: "GB" },
    ukPhoneMetadata,
  );
  if (!parsed?.isValid() || parsed.country !== "GB") return { ok: false, message: ukPhoneMessages.invalid };
  const type = parsed.getType();
  if (type === "PREMIUM_RATE") return { ok: false, message: ukPhoneMessages.premiumRate };
  if (!type || !CALLABLE.has(type)) return { ok: false, message: ukPhoneMessages.notCallable };
  return { ok: true, e164: parsed.number, national: parsed.formatNational() };
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { checkUkPhone, ukPhoneMessages } from "./uk-phone";
import { ukPhoneMetadata } from "./uk-phone-metadata";

describe("checkUkPhone", () => {
  it.each([
    ["07400 123456", "+447400123456", "07400 123456"],
    ["+44 7400 123456", "+447400123456", "07400 123456"],
    ["447400123456", "+447400123456", "07400 123456"],
    ["0044 (0)20 7946 0991".replace("(0)", ""), "+442079460991", "020 7946 0991"],
    ["(020) 7946-0991", "+442079460991", "020 7946 0991"],
    ["0113 496 0000", "+441134960000", "0113 496 0000"],
    ["0300 123 4567", "+443001234567", "0300 123 4567"],
    ["028 9018 0000", "+442890180000", "028 9018 0000"],
  ])("accepts %s as %s", (input, e164, national) => {
    expect(checkUkPhone(input)).toEqual({ ok: true, e164, national });
  });

  it.each([
    ["", ukPhoneMessages.required],
    ["   ", ukPhoneMessages.required],
    ["07700 9009", ukPhoneMessages.invalid],
    ["not a number", ukPhoneMessages.invalid],
    ["0123", ukPhoneMessages.invalid],
    ["+33 1 42 68 53 00", ukPhoneMessages.notUk],
    ["0033 1 42 68 53 00", ukPhoneMessages.notUk],
    ["+1 212 555 0100", ukPhoneMessages.notUk],
    ["0909 879 0000", ukPhoneMessages.premiumRate],
    ["0906 123 4567", ukPhoneMessages.premiumRate],
    ["0871 234 5678", ukPhoneMessages.premiumRate],
    ["0845 123 4567", ukPhoneMessages.premiumRate],
    // Ofcom's range for drama: not a number anyone answers.
    ["07700 900982", ukPhoneMessages.invalid],
    ["070 1234 5678", ukPhoneMessages.notCallable],
    ["0800 123 4567", ukPhoneMessages.notCallable],
  ])("refuses %j: %s", (input, message) => {
    expect(checkUkPhone(input)).toEqual({ ok: false, message });
  });

  it("uses the installed library's rules for the UK (run scripts/uk-phone-metadata.mjs after an upgrade)", () => {
    const require = createRequire(import.meta.url);
    const full = JSON.parse(readFileSync(require.resolve("libphonenumber-js/metadata.max.json"), "utf8"));
    const copy = ukPhoneMetadata as unknown as { version: number; countries: { GB: unknown } };
    expect(copy.version).toBe(full.version);
    expect(copy.countries.GB).toEqual(full.countries.GB);
  });
});

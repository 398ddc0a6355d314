import { z } from "zod/mini";
import { accountLimits, accountMessages } from "./account-values";
import { emailAddress } from "./email-address";
import { coverageLevels, insuranceTypes } from "./insurance-types";
import { QuoteReference } from "./quote-set";
import { linkToken } from "./renewal-reminder";
import { described, requestAnswers } from "./your-data";

/**
 * An optional account without a password (docs/accounts.md): a confirmed address, its passkeys
 * and sessions. The service sets the session as an HttpOnly cookie; these are the bodies.
 */

/** Ask for a one-time sign-in link (it creates the account on first use). */
export const AccountLinkRequest = z
  .object({
    email: described(
      emailAddress(accountMessages.email),
      "The address to sign in with; the answer is the same whether or not it has an account",
    ),
  })
  .register(z.globalRegistry, { id: "AccountLinkRequest" });

/** "Keep your quotes" on a quote set's page: a link to the set's own address confirms it. */
export const KeepQuotesRequest = z
  .object({
    reference: QuoteReference,
    keepAnswers: described(
      z.optional(z.boolean()),
      "Also keep the set's answers, to quote again with them next year; false when absent",
    ),
  })
  .register(z.globalRegistry, { id: "KeepQuotesRequest" });

export const AccountLinkSignIn = z
  .object({ token: linkToken() })
  .register(z.globalRegistry, { id: "AccountLinkSignIn" });

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,4096}$/, { error: "must be base64url" }));

/** The browser's answer to a passkey ceremony, as `@simplewebauthn/browser` gives it. */
const credentialResponse = <T extends z.ZodMiniObject>(response: T) =>
  z.looseObject({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    response,
    clientExtensionResults: z.record(z.string(), z.unknown()),
    authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"])),
  });

/** A passkey's name, as the visitor gives it. */
const passkeyName = () =>
  z
    .string({ error: accountMessages.passkeyName })
    .check(
      z.trim(),
      z.minLength(1, { error: accountMessages.passkeyName }),
      z.maxLength(accountLimits.passkeyNameMaxLength, { error: accountMessages.passkeyName }),
    );

const transports = z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]));

export const PasskeyRegistration = z
  .object({
    credential: credentialResponse(
      z.looseObject({
        clientDataJSON: base64url,
        attestationObject: base64url,
        transports: z.optional(transports),
      }),
    ),
    name: z.optional(passkeyName()),
  })
  .register(z.globalRegistry, { id: "PasskeyRegistration" });
export type PasskeyRegistration = z.infer<typeof PasskeyRegistration>;

export const PasskeySignIn = z
  .object({
    credential: credentialResponse(
      z.looseObject({
        clientDataJSON: base64url,
        authenticatorData: base64url,
        signature: base64url,
        userHandle: z.optional(base64url),
      }),
    ),
  })
  .register(z.globalRegistry, { id: "PasskeySignIn" });
export type PasskeySignIn = z.infer<typeof PasskeySignIn>;

export const PasskeyRename = z
  .object({ name: passkeyName() })
  .register(z.globalRegistry, { id: "PasskeyRename" });

export const PasskeyParams = z.object({ id: base64url });
export const KeptAnswersParams = z.object({ insuranceType: z.enum(insuranceTypes) });
export const KeepAnswersRequest = z
  .object({ reference: QuoteReference })
  .register(z.globalRegistry, { id: "KeepAnswersRequest" });

/**
 * Options for `startRegistration` / `startAuthentication` (`@simplewebauthn/browser`), passed on
 * as the service made them (WebAuthn's JSON forms).
 */
export const PasskeyOptions = z
  .looseObject({ challenge: z.string() })
  .register(z.globalRegistry, { id: "PasskeyOptions" });
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

/** A kept set of full-quote answers: what "Quote again with these answers" sends. */
export const KeptAnswers = z.object({
  ...requestAnswers,
  fromReference: z.string(),
  keptAt: z.iso.datetime(),
});
export type KeptAnswers = z.infer<typeof KeptAnswers>;

/** Everything `/account` shows. */
export const AccountView = z
  .object({
    email: z.string(),
    createdAt: z.iso.datetime(),
    quoteSets: z.array(
      z.object({
        reference: z.string(),
        insuranceType: z.enum(insuranceTypes),
        coverageAmount: z.enum(coverageLevels),
        quotes: described(z.number(), "How many quotes the set holds"),
        createdAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        expired: z.boolean(),
        fullQuote: described(z.boolean(), "Priced on the full quote's answers, which can be kept"),
      }),
    ),
    reminders: z.array(
      z.object({
        insuranceType: z.enum(insuranceTypes),
        fromReference: z.string(),
        renewalDate: z.iso.date(),
        remindOn: z.iso.date(),
      }),
    ),
    keptAnswers: z.array(KeptAnswers),
    passkeys: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        createdAt: z.iso.datetime(),
        lastUsedAt: z.nullable(z.iso.datetime()),
      }),
    ),
    sessions: z.array(
      z.object({
        id: z.string(),
        device: described(z.string(), "The browser and system it was signed in on, e.g. Chrome on Android"),
        method: z.enum(["passkey", "link"]),
        createdAt: z.iso.datetime(),
        lastUsedAt: z.iso.datetime(),
        current: z.boolean(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: "AccountView" });
export type AccountView = z.infer<typeof AccountView>;

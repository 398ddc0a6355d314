import { z } from "zod/mini";
import { callBackTimes, callBackTopics } from "./call-back-choices";
import { emailAddress } from "./email-address";
import { inquiryTypes } from "./inquiry-types";
import { coverageLevels, insuranceTypes } from "./insurance-types";
import { linkToken } from "./renewal-reminder";

/** A stored answer of the full quote: text or a choice, a number, or a repeatable group's items. */
export const StoredAnswer = z.union([
  z.string(),
  z.number(),
  z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
]);

/** Your data: access and erasure without an account (UK GDPR Articles 15 and 17). */
export const yourDataMessages = {
  email: "Please enter a valid email address",
  /** The one answer for every address, whether or not anything is held for it (no enumeration). */
  requested:
    "If we hold anything for this address, we've emailed a link to it. The link works once, for an hour. Nothing arrived? Check your spam folder, or ask again in a few minutes.",
} as const;

/** How long the emailed link works, and how many links an address is sent in an hour. */
export const yourDataLimits = {
  linkMinutes: 60,
  linksPerAddressPerHour: 3,
  requestsPerClientPerHour: 10,
} as const;

const int = () => z.number().check(z.int());
export const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  (schema as z.ZodMiniType).register(z.globalRegistry, { description }) as T;

/** What a reminder or kept answers price again with: the request's answers. */
export const requestAnswers = {
  insuranceType: z.enum(insuranceTypes),
  coverageAmount: z.enum(coverageLevels),
  age: int(),
  postcode: z.string(),
  details: z.record(z.string(), StoredAnswer),
};

export const YourDataRequest = z
  .object({
    email: described(
      emailAddress(yourDataMessages.email),
      "The address to look up; the answer is the same whether or not we hold anything for it",
    ),
  })
  .register(z.globalRegistry, { id: "YourDataRequest" });

export const YourDataOpenRequest = z
  .object({ token: linkToken() })
  .register(z.globalRegistry, { id: "YourDataOpenRequest" });
export const YourDataSessionRequest = z
  .object({ session: linkToken() })
  .register(z.globalRegistry, { id: "YourDataSessionRequest" });

/**
 * Everything held for an address, as "Download as JSON" gives it. A stable, documented format
 * (docs/your-data-format.md): fields are added, never renamed or removed, under this `format`.
 */
export const YourData = z
  .object({
    format: z.literal("plummet-your-data/1"),
    email: z.string(),
    exportedAt: z.iso.datetime(),
    quoteSets: z.array(
      z.object({
        reference: z.string(),
        insuranceType: z.enum(insuranceTypes),
        coverageAmount: z.enum(coverageLevels),
        age: int(),
        postcode: z.string(),
        details: described(
          z.record(z.string(), StoredAnswer),
          "Product answers given, question key to answer: a choice or text, a number, or a group's items",
        ),
        quotes: described(int(), "How many quotes the set holds"),
        createdAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        marketingOptIn: z.boolean(),
      }),
    ),
    contactMessages: z.array(
      z.object({
        reference: z.string(),
        fullName: z.string(),
        phone: z.nullable(z.string()),
        inquiryType: z.enum(inquiryTypes),
        message: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
    callBacks: described(
      z.array(
        z.object({
          reference: z.string(),
          fullName: z.string(),
          phone: described(z.string(), "The UK number given, in E.164 (+447400123456)"),
          bestTime: z.enum(callBackTimes),
          topic: z.enum(callBackTopics),
          notes: z.nullable(z.string()),
          createdAt: z.iso.datetime(),
        }),
      ),
      "Requests to be called back",
    ),
    reminders: z.array(
      z.object({
        ...requestAnswers,
        fromReference: z.string(),
        renewalDate: z.iso.date(),
        remindOn: z.iso.date(),
        createdAt: z.iso.datetime(),
      }),
    ),
    consents: z.array(
      z.object({
        kind: z.enum(["marketing", "renewal-reminder"]),
        given: z.boolean(),
        source: described(z.string(), "The quote set reference the choice was made with"),
        at: z.iso.datetime(),
      }),
    ),
    emails: described(
      z.array(
        z.object({
          kind: z.enum([
            "quote-set",
            "reminder-set",
            "renewal-reminder",
            "your-data-link",
            "opt-in-confirmation",
            "contact-acknowledgement",
            "call-back-confirmation",
            "account-link",
          ]),
          status: z.enum(["pending", "sent", "failed", "withheld"]),
          createdAt: z.iso.datetime(),
          sentAt: z.nullable(z.iso.datetime()),
        }),
      ),
      "Emails queued or sent to the address, without their content",
    ),
    account: described(
      z.nullable(
        z.object({
          createdAt: z.iso.datetime(),
          lastSignInAt: z.iso.datetime(),
          passkeys: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              transports: z.array(z.string()),
              createdAt: z.iso.datetime(),
              lastUsedAt: z.nullable(z.iso.datetime()),
            }),
          ),
          sessions: z.array(
            z.object({
              id: z.string(),
              device: z.string(),
              method: z.enum(["passkey", "link"]),
              createdAt: z.iso.datetime(),
              lastUsedAt: z.iso.datetime(),
            }),
          ),
          keptAnswers: z.array(
            z.object({ ...requestAnswers, fromReference: z.string(), keptAt: z.iso.datetime() }),
          ),
        }),
      ),
      "The address's account, when it has one: passkeys (no keys), signed-in devices and kept answers",
    ),
  })
  .register(z.globalRegistry, { id: "YourData" });
export type YourData = z.infer<typeof YourData>;

export const YourDataOpened = z
  .object({
    session: described(z.string(), "Lets the page download or delete until the emailed link's hour ends"),
    data: YourData,
  })
  .register(z.globalRegistry, { id: "YourDataOpened" });
export type YourDataOpened = z.infer<typeof YourDataOpened>;

export const ErasureResponse = z
  .object({
    erased: z.object({
      quoteSets: int(),
      contactMessages: int(),
      callBacks: int(),
      reminders: int(),
      accounts: described(
        int(),
        "The address's account, with its passkeys, signed-in devices and kept answers (0 or 1)",
      ),
      emails: described(int(), "Queued emails and stored copies (.eml files) deleted"),
    }),
    complaintsKept: described(
      int(),
      "Complaints kept: the FCA's complaint-handling rules require three years, then they are deleted",
    ),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: "Erasure" });
export type ErasureResponse = z.infer<typeof ErasureResponse>;

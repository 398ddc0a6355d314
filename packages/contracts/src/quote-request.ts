import { z } from "zod/mini";
import { emailAddress } from "./email-address";
import type { InsuranceType } from "./insurance";
import { coverageLevels, eligibleAges, insuranceTypeLabels, insuranceTypes } from "./insurance-types";
import { isCrownDependencyPostcode, isValidPostcode, normalisePostcode } from "./postcode";
import { answersAgainstAge, QuoteDetails } from "./quote-answers";

/** Field messages: docs/product/forms-and-messages.md for the emptiness checks, docs/product for age and postcode. */
export const quoteMessages = {
  insuranceType: "Please select insurance type",
  coverageAmount: "Please select coverage amount",
  age: "Please enter your age",
  ageWholeNumber: "Please enter your age as a whole number, for example 35",
  postcode: "Please enter your postcode",
  postcodeInvalid: "Please enter a valid UK postcode, for example SW1A 1AA",
  postcodeCrownDependency:
    "We compare UK cover only: Jersey, Guernsey and Isle of Man postcodes are outside it. Please use a UK postcode",
  email: "Please enter a valid email address",
} as const;

/** The product pages' form uses the same rules with the required "second schema" messages. */
export const productPageQuoteMessages = {
  ...quoteMessages,
  insuranceType: "Please select an insurance type",
  coverageAmount: "Please select a coverage level",
} as const;

export type QuoteMessages = Record<keyof typeof quoteMessages, string>;

/** "car 17-120, ..., life 18-85": the age rule per product, for the API's documentation. */
const ageRules = Object.entries(eligibleAges)
  .map(([type, { min, max }]) => `${type} ${min}-${max}`)
  .join(", ");

function ageRangeMessage(type: InsuranceType): string {
  const { min, max } = eligibleAges[type];
  const product = insuranceTypeLabels[type];
  return `${product} is available from age ${min} to ${max}: enter an age from ${min} to ${max}`;
}

/** A required choice: the empty string and a missing value both get the "please select" message. */
function requiredEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.enum(values, { error: message }),
  );
}

/**
 * Builds the quote request schema with a given set of messages. Age arrives as free text from
 * the form (docs/product) or as a number from API clients; both are parsed to a whole number.
 */
export function createQuoteRequestSchema(messages: QuoteMessages = quoteMessages) {
  return z
    .object({
      insuranceType: requiredEnum(insuranceTypes, messages.insuranceType).register(z.globalRegistry, {
        description: "The kind of cover",
      }),
      coverageAmount: requiredEnum(coverageLevels, messages.coverageAmount).register(z.globalRegistry, {
        description: "Cover level: basic, standard or comprehensive (Premium Coverage)",
      }),
      age: z
        .pipe(
          z.pipe(
            z.union([z.string(), z.number()], { error: messages.age }),
            z.transform((value) => String(value).trim()),
          ),
          z.pipe(
            z
              .string()
              .check(
                z.minLength(1, { error: messages.age, abort: true }),
                z.regex(/^\d{1,3}$/, { error: messages.ageWholeNumber }),
              ),
            z.transform(Number),
          ),
        )
        .register(z.globalRegistry, {
          description: `The applicant's age in whole years, as text or a number. Eligible ages: ${ageRules}`,
        }),
      postcode: z
        .pipe(
          z.string({ error: messages.postcode }).check(
            z.trim(),
            z.minLength(1, { error: messages.postcode, abort: true }),
            z.refine(isValidPostcode, { error: messages.postcodeInvalid, abort: true }),
            z.refine((value) => !isCrownDependencyPostcode(value), {
              error: messages.postcodeCrownDependency,
            }),
          ),
          z.transform(normalisePostcode),
        )
        .register(z.globalRegistry, {
          description:
            "A UK postcode in any case and spacing, matching the GOV.UK pattern [A-Z][A-HJ-Y]?[0-9][A-Z0-9]? ?[0-9][A-Z]{2} (or GIR 0AA); answered normalised, e.g. SW1A 1AA. Jersey (JE), Guernsey (GY) and Isle of Man (IM) postcodes are refused: UK cover only. Northern Ireland (BT) is priced",
        }),
      email: emailAddress(messages.email).register(z.globalRegistry, {
        description:
          "A valid email address (format: email): the quotes are saved against it and a copy is emailed",
      }),
      // No JSON-schema `default`: generated clients would then make the field required.
      marketingOptIn: z
        .pipe(
          z.optional(z.boolean()),
          z.transform((value) => value ?? false),
        )
        .register(z.globalRegistry, {
          description: "Separate, unticked consent to marketing; false when absent",
        }),
      emailQuotes: z.optional(z.boolean()).register(z.globalRegistry, {
        description:
          "false: save the set without emailing it (the site's refines, so a visit is not one email per change); " +
          "POST /api/quotes/{reference}/email sends it later. Emailed when absent",
      }),
      details: z.optional(QuoteDetails),
    })
    .check(
      z.superRefine((request, ctx) => {
        // Details for another product are a mistake to report, not answers to ignore.
        if (
          request.details &&
          request.insuranceType &&
          request.details.insuranceType !== request.insuranceType
        ) {
          const product = insuranceTypeLabels[request.insuranceType] ?? request.insuranceType;
          ctx.addIssue({
            code: "custom",
            path: ["details", "insuranceType"],
            message: `These details are for another product: send the ${product} questions, with insuranceType ${request.insuranceType}`,
          });
        }
        // Zod runs this even when fields failed; check the range only for a parsed age and type.
        const range = eligibleAges[request.insuranceType] as (typeof eligibleAges)[InsuranceType] | undefined;
        if (!range || typeof request.age !== "number") return;
        if (request.age < range.min || request.age > range.max) {
          ctx.addIssue({ code: "custom", path: ["age"], message: ageRangeMessage(request.insuranceType) });
        }
        if (request.details?.insuranceType === request.insuranceType) {
          for (const issue of answersAgainstAge(request.details, request.age)) {
            ctx.addIssue({ code: "custom", path: ["details", ...issue.path], message: issue.message });
          }
        }
      }),
    );
}

export const QuoteRequest = createQuoteRequestSchema(quoteMessages).register(z.globalRegistry, {
  id: "QuoteRequest",
});
export const ProductPageQuoteRequest = createQuoteRequestSchema(productPageQuoteMessages);

/** What a client sends (age may be text or number). */
export type QuoteRequestInput = z.input<typeof QuoteRequest>;
/** What the service works with after parsing (age a number, postcode normalised). */
export type QuoteRequest = z.output<typeof QuoteRequest>;

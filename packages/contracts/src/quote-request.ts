import { z } from "zod";
import {
  coverageLevels,
  eligibleAges,
  type InsuranceType,
  insuranceTypeLabels,
  insuranceTypes,
} from "./insurance";
import { isValidPostcode, normalisePostcode } from "./postcode";

/** Field messages: SPEC section 5 for the emptiness checks, DESIGN.md for age and postcode. */
export const quoteMessages = {
  insuranceType: "Please select insurance type",
  coverageAmount: "Please select coverage amount",
  age: "Please enter your age",
  ageWholeNumber: "Please enter your age as a whole number, for example 35",
  postcode: "Please enter your postcode",
  postcodeInvalid: "Please enter a valid UK postcode, for example SW1A 1AA",
  email: "Please enter a valid email address",
} as const;

/** The product pages' form uses the same rules with SPEC's "second schema" messages. */
export const productPageQuoteMessages = {
  ...quoteMessages,
  insuranceType: "Please select an insurance type",
  coverageAmount: "Please select a coverage level",
} as const;

export type QuoteMessages = Record<keyof typeof quoteMessages, string>;

function ageRangeMessage(type: InsuranceType): string {
  const { min, max } = eligibleAges[type];
  const product = insuranceTypeLabels[type];
  return max >= 120
    ? `${product} is available from age ${min}`
    : `${product} is available from age ${min} to ${max}`;
}

/** A required choice: the empty string and a missing value both get the "please select" message. */
function requiredEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: message }));
}

/**
 * Builds the quote request schema with a given set of messages. Age arrives as free text from
 * the form (SPEC) or as a number from API clients; both are parsed to a whole number.
 */
export function createQuoteRequestSchema(messages: QuoteMessages = quoteMessages) {
  return z
    .object({
      insuranceType: requiredEnum(insuranceTypes, messages.insuranceType),
      coverageAmount: requiredEnum(coverageLevels, messages.coverageAmount),
      age: z
        .union([z.string(), z.number()], { error: messages.age })
        .transform((value) => String(value).trim())
        .pipe(
          z
            .string()
            .min(1, { error: messages.age, abort: true })
            .regex(/^\d{1,3}$/, { error: messages.ageWholeNumber })
            .transform(Number),
        ),
      postcode: z
        .string({ error: messages.postcode })
        .trim()
        .min(1, { error: messages.postcode, abort: true })
        .refine(isValidPostcode, { error: messages.postcodeInvalid })
        .transform(normalisePostcode),
      email: z
        .string({ error: messages.email })
        .trim()
        .pipe(z.email({ error: messages.email })),
      marketingOptIn: z.boolean().optional().default(false),
    })
    .superRefine((request, ctx) => {
      // Zod runs this even when fields failed; check the range only for a parsed age and type.
      const range = eligibleAges[request.insuranceType] as (typeof eligibleAges)[InsuranceType] | undefined;
      if (!range || typeof request.age !== "number") return;
      if (request.age < range.min || request.age > range.max) {
        ctx.addIssue({ code: "custom", path: ["age"], message: ageRangeMessage(request.insuranceType) });
      }
    });
}

export const QuoteRequest = createQuoteRequestSchema(quoteMessages).meta({ id: "QuoteRequest" });
export const ProductPageQuoteRequest = createQuoteRequestSchema(productPageQuoteMessages);

/** What a client sends (age may be text or number). */
export type QuoteRequestInput = z.input<typeof QuoteRequest>;
/** What the service works with after parsing (age a number, postcode normalised). */
export type QuoteRequest = z.output<typeof QuoteRequest>;

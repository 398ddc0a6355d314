import { z } from "zod/mini";
import { DetailAnswerView } from "./detail-answer-view";
import { QuoteResponse } from "./quote";
import { quoteReferencePattern } from "./quote-reference";
import { isSafeLine, safeTextMessage } from "./safe-text";

/**
 * Schemas the quotes service adds around the required quote response: the saved quote set (answered by
 * `POST /api/quotes` and `GET /api/quotes/:reference`) and the click-out to an insurer
 * (`POST /api/quotes/:reference/select`).
 */

export const quoteSetMessages = {
  reference: "Please give a quote reference such as PLM-7K2M9QXD",
  quoteId: "Please choose a quote",
  quoteNotInSet: "This quote is not part of this quote set",
} as const;

export const QuoteReference = z
  .string({ error: quoteSetMessages.reference })
  .check(z.regex(quoteReferencePattern, { error: quoteSetMessages.reference }))
  .register(z.globalRegistry, { description: "Reference of a saved quote set", example: "PLM-7K2M9QXD" });

export const QuoteReferenceParams = z.object({ reference: QuoteReference });

/** How the panel answered: every provider asked either quoted, declined the risk or was unavailable. */
export const ProviderOutcome = z
  .object({
    quoted: z.number().check(z.int(), z.nonnegative()),
    declined: z
      .number()
      .check(z.int(), z.nonnegative())
      .register(z.globalRegistry, { description: "Providers that do not offer this cover or this risk" }),
    declinedFor: z
      .object({
        productNotOffered: z.number().check(z.int(), z.nonnegative()),
        ageOutsideAppetite: z.number().check(z.int(), z.nonnegative()),
        areaExcluded: z.number().check(z.int(), z.nonnegative()),
        claimsHistory: z
          .number()
          .check(z.int(), z.nonnegative())
          .register(z.globalRegistry, { description: "Declined the claims declared" }),
        medicalConditions: z
          .number()
          .check(z.int(), z.nonnegative())
          .register(z.globalRegistry, { description: "Declined a declared medical condition" }),
        youngRiderLargeBike: z
          .number()
          .check(z.int(), z.nonnegative())
          .register(z.globalRegistry, { description: "Declined a young rider on a bike over 650cc" }),
        petAge: z
          .number()
          .check(z.int(), z.nonnegative())
          .register(z.globalRegistry, { description: "Declined a new policy for a pet of this age" }),
        vehicleOutsideAppetite: z
          .number()
          .check(z.int(), z.nonnegative())
          .register(z.globalRegistry, { description: "Declined the vehicle's value, age or use" }),
      })
      .register(z.globalRegistry, {
        description: "Why the declining providers declined; the counts add up to declined",
        id: "DeclineReasons",
      }),
    unavailable: z.number().check(z.int(), z.nonnegative()).register(z.globalRegistry, {
      description: "Providers that failed or ran out of time; left out of the quotes",
    }),
  })
  .register(z.globalRegistry, { id: "ProviderOutcome" });
export type ProviderOutcome = z.infer<typeof ProviderOutcome>;

/** Decline counts of zero for every reason, to count into (and to complete older saved sets). */
export function noDeclines(): ProviderOutcome["declinedFor"] {
  return {
    productNotOffered: 0,
    ageOutsideAppetite: 0,
    areaExcluded: 0,
    claimsHistory: 0,
    medicalConditions: 0,
    youngRiderLargeBike: 0,
    petAge: 0,
    vehicleOutsideAppetite: 0,
  };
}

/**
 * The prices of the quote set a renewal reminder was set from, for a set that reminder made:
 * the page says what changed (the cheapest then and now, and each insurer that quoted both times).
 */
export const PreviousPrices = z
  .object({
    reference: z.string(),
    createdAt: z.iso.datetime(),
    cheapestAnnualPrice: z
      .nullable(z.number())
      .register(z.globalRegistry, { description: "The cheapest annual price then; null if none quoted" }),
    insurers: z
      .array(z.object({ providerSlug: z.string(), provider: z.string(), annualPrice: z.number() }))
      .register(z.globalRegistry, { description: "Each insurer's annual price then, cheapest first" }),
  })
  .register(z.globalRegistry, { id: "PreviousPrices" });
export type PreviousPrices = z.infer<typeof PreviousPrices>;

/** The required quote response plus when it was made and how the panel answered. */
export const QuoteSetResponse = z
  .extend(QuoteResponse, {
    createdAt: z.iso.datetime(),
    providers: ProviderOutcome,
    details: z.array(DetailAnswerView).register(z.globalRegistry, {
      description:
        "Every question the product is priced on, with the answer priced and whether the visitor gave it or it is the stated default",
    }),
    previous: z.optional(PreviousPrices).register(z.globalRegistry, {
      description: "Only on a set a renewal reminder made: the prices of the set the reminder was set from",
    }),
  })
  .register(z.globalRegistry, { id: "QuoteSet" });
export type QuoteSetResponse = z.infer<typeof QuoteSetResponse>;

export const SelectQuoteRequest = z
  .object({
    quoteId: z
      .string({ error: quoteSetMessages.quoteId })
      .check(
        z.trim(),
        z.minLength(1, { error: quoteSetMessages.quoteId }),
        z.maxLength(100, { error: quoteSetMessages.quoteNotInSet }),
        z.refine(isSafeLine, { error: safeTextMessage }),
      ),
  })
  .register(z.globalRegistry, { id: "SelectQuoteRequest" });
export type SelectQuoteRequest = z.infer<typeof SelectQuoteRequest>;

/** Where the visitor goes next to buy the chosen quote. */
export const SelectQuoteResponse = z
  .object({
    reference: z.string(),
    quoteId: z.string(),
    provider: z.string(),
    providerSlug: z.string(),
    productName: z.string(),
    annualPrice: z.number().check(z.positive()),
    monthlyPrice: z.number().check(z.positive()),
    redirectUrl: z
      .url()
      .register(z.globalRegistry, { description: "The insurer's page to finish the purchase" }),
    message: z.string().register(z.globalRegistry, { description: "What happens next, to show the visitor" }),
  })
  .register(z.globalRegistry, { id: "SelectQuoteResponse" });
export type SelectQuoteResponse = z.infer<typeof SelectQuoteResponse>;

/** POST /api/quotes/{reference}/email: whether the set's email was queued now or had been already. */
export const QuoteEmailResponse = z
  .object({
    reference: z.string(),
    status: z.enum(["queued", "already-sent"]).register(z.globalRegistry, {
      description:
        "queued: the email goes out shortly; already-sent: this set's email was queued before, and a set is emailed once",
    }),
    message: z.string().register(z.globalRegistry, { description: "What happens next, to show the visitor" }),
  })
  .register(z.globalRegistry, { id: "QuoteEmailResponse" });
export type QuoteEmailResponse = z.infer<typeof QuoteEmailResponse>;

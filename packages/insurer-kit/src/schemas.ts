import { z } from "zod";

/** The protocol's version; a request carries it, and an answer need not. */
export const PROTOCOL_VERSION = "1";

/** The products Plummet compares. */
export const insuranceTypes = [
  "car",
  "van",
  "bike",
  "home",
  "travel",
  "pet",
  "breakdown",
  "life",
  "medical",
] as const;
export const InsuranceType = z.enum(insuranceTypes);
export type InsuranceType = z.infer<typeof InsuranceType>;

/** basic, standard or comprehensive (shown to visitors as Premium Coverage). */
export const coverLevels = ["basic", "standard", "comprehensive"] as const;
export const CoverLevel = z.enum(coverLevels);
export type CoverLevel = z.infer<typeof CoverLevel>;

/** Why an insurer does not offer a price. */
export const declineReasonCodes = [
  "product-not-offered",
  "age-outside-appetite",
  "area-excluded",
  "claims-history",
  "medical-conditions",
  "young-rider-large-bike",
  "pet-age",
  "vehicle-outside-appetite",
] as const;
export const DeclineReasonCode = z.enum(declineReasonCodes);
export type DeclineReasonCode = z.infer<typeof DeclineReasonCode>;

/** How a policy treats one feature of the product's cover catalogue. */
export const coverStatuses = ["included", "optional", "not-included"] as const;
export const CoverStatus = z.enum(coverStatuses);
export type CoverStatus = z.infer<typeof CoverStatus>;

/** A quote id: the quote set's reference and the insurer, e.g. PLM-7KQ2-M4XD-harbourline. */
const QuoteId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9-]+$/);

/** An amount in pounds sterling with at most two decimal places. */
const pounds = () =>
  z
    .number()
    .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: "must be an amount in pounds with at most two decimal places",
    });

/** What Plummet asks an insurer to price (the body of the signed POST to its endpoint). */
export const RatingRequest = z
  .object({
    protocol: z.literal(PROTOCOL_VERSION),
    quoteId: QuoteId.meta({ description: "Echoed in the answer; names this price in the handover" }),
    deadline: z.iso.datetime().meta({
      description: "When Plummet stops waiting (UTC); an answer after it is left out of the quote set",
    }),
    insuranceType: InsuranceType,
    coverageAmount: CoverLevel,
    applicant: z.object({
      age: z.number().int().min(0).max(130),
      postcode: z.string().min(2).max(8).meta({ description: "Normalised UK postcode, e.g. M1 1AE" }),
    }),
    product: z.object({
      details: z.record(z.string(), z.string()).meta({
        description: "Every product question (key) with its answer: as given, or its default when not asked",
      }),
      features: z
        .array(z.object({ feature: z.string().min(1), name: z.string().min(1) }))
        .meta({ description: "The product's cover catalogue: the answer states each feature's status" }),
    }),
  })
  .meta({ id: "RatingRequest" });
export type RatingRequest = z.infer<typeof RatingRequest>;

export const InstalmentTerms = z
  .object({
    instalments: z
      .number()
      .int()
      .min(1)
      .max(12)
      .meta({ description: "Monthly instalments after any deposit" }),
    depositShare: z.number().min(0).max(0.5).meta({ description: "Share of the annual price paid up front" }),
    chargeRate: z
      .number()
      .min(0)
      .max(0.5)
      .meta({ description: "Credit charge as a share of the credit (annual price less deposit)" }),
  })
  .meta({ id: "InstalmentTerms" });
export type InstalmentTerms = z.infer<typeof InstalmentTerms>;

export const CoverAnswer = z
  .object({
    feature: z.string().min(1),
    status: CoverStatus,
    limit: z.string().min(1).max(120).optional(),
  })
  .meta({ id: "CoverAnswer" });
export type CoverAnswer = z.infer<typeof CoverAnswer>;

/** A price for the request. */
export const PriceAnswer = z
  .object({
    outcome: z.literal("price"),
    quoteId: QuoteId,
    annualPrice: pounds()
      .min(1, { error: "must be at least £1" })
      .max(1_000_000)
      .meta({ description: "Paid once for the year in GBP, Insurance Premium Tax included; at least £1" }),
    instalments: InstalmentTerms,
    excess: pounds().nonnegative().max(100_000).meta({ description: "Compulsory excess in GBP" }),
    cover: z
      .array(CoverAnswer)
      .max(50)
      .meta({ description: "Each feature of the request's catalogue, once" }),
    priceHeldUntil: z.iso.datetime().meta({ description: "Until when the insurer honours this price (UTC)" }),
  })
  .meta({ id: "PriceAnswer" });
export type PriceAnswer = z.infer<typeof PriceAnswer>;

/** No price: the insurer does not take the risk on. */
export const DeclineAnswer = z
  .object({
    outcome: z.literal("decline"),
    quoteId: QuoteId,
    reasonCode: DeclineReasonCode,
  })
  .meta({ id: "DeclineAnswer" });
export type DeclineAnswer = z.infer<typeof DeclineAnswer>;

/** What the insurer answers, with status 200 and a JSON body. */
export const RatingAnswer = z.discriminatedUnion("outcome", [PriceAnswer, DeclineAnswer]).meta({
  id: "RatingAnswer",
});
export type RatingAnswer = z.infer<typeof RatingAnswer>;

/** A problem with an answer that the schema alone cannot see, given the request it answers. */
export function answerProblems(
  request: RatingRequest,
  answer: RatingAnswer,
  now: Date = new Date(),
): string[] {
  const problems: string[] = [];
  if (answer.quoteId !== request.quoteId) {
    problems.push(`quoteId is "${answer.quoteId}", expected "${request.quoteId}"`);
  }
  if (answer.outcome === "price") {
    const asked = request.product.features.map((feature) => feature.feature);
    const answered = answer.cover.map((item) => item.feature);
    const missing = asked.filter((feature) => !answered.includes(feature));
    const extra = answered.filter(
      (feature, index) => !asked.includes(feature) || answered.indexOf(feature) !== index,
    );
    if (missing.length > 0) problems.push(`cover leaves out ${missing.join(", ")}`);
    if (extra.length > 0) problems.push(`cover has unknown or repeated features: ${extra.join(", ")}`);
    if (Date.parse(answer.priceHeldUntil) <= now.getTime())
      problems.push("priceHeldUntil is not in the future");
  }
  return problems;
}

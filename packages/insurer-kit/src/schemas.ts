import { z } from "zod";

/**
 * The protocol's versions; a request carries its own, and an answer need not. Version 1 sends the
 * refine answers only; version 2 adds every answer of the full quote (`product.answers`).
 */
export const PROTOCOL_VERSION = "1";
export const PROTOCOL_VERSION_2 = "2";
export const protocolVersions = [1, 2] as const;
export type ProtocolVersion = (typeof protocolVersions)[number];

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

/** A full-quote answer: a choice or text, a whole number, or a repeatable group's items. */
export const Answer = z
  .union([z.string(), z.number(), z.array(z.record(z.string(), z.union([z.string(), z.number()])))])
  .meta({ id: "Answer" });
export type Answer = z.infer<typeof Answer>;

/** What Plummet asks an insurer to price, in version 1 (the body of the signed POST to its endpoint). */
export const RatingRequestV1 = z
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
  .meta({ id: "RatingRequestV1" });

/**
 * Version 2: version 1 with every answer the visitor gave to the product's full quote, keyed by
 * question id as Plummet's `GET /api/questions/{insuranceType}` defines them (kinds, choices,
 * conditions). A question left out was not answered: price it on your own assumption, or decline.
 */
export const RatingRequestV2 = RatingRequestV1.extend({
  protocol: z.literal(PROTOCOL_VERSION_2),
  product: RatingRequestV1.shape.product.extend({
    answers: z.record(z.string(), Answer).meta({
      description:
        "Every full-quote answer given, by question id: choices and text as strings, numbers and money (whole pounds) as numbers, dates as YYYY-MM-DD, groups (other drivers, claims, convictions with DVLA endorsement codes, items) as arrays of objects",
    }),
  }),
}).meta({ id: "RatingRequestV2" });

/** What Plummet asks an insurer to price: version 1 or 2, as the insurer's entry says it speaks. */
export const RatingRequest = z.discriminatedUnion("protocol", [RatingRequestV1, RatingRequestV2]).meta({
  id: "RatingRequest",
});
export type RatingRequest = z.infer<typeof RatingRequest>;
export type RatingRequestV2 = z.infer<typeof RatingRequestV2>;

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

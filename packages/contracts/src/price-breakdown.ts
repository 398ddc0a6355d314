import { z } from "zod/mini";

/** The parts of a price the rating engine multiplies, in the order it applies them. */
export const PriceFactor = z
  .enum(["cover-level", "age", "area", "answer", "insurer"])
  .register(z.globalRegistry, {
    description:
      "cover-level: the chosen level against standard cover; age and area: the market's relativities; answer: one of the product's details answers that differs from its default (named by `question`); insurer: the insurer's own pricing against the market",
    id: "PriceFactor",
  });
export type PriceFactor = z.infer<typeof PriceFactor>;

export const PriceStep = z
  .object({
    factor: PriceFactor,
    question: z.optional(z.string()).register(z.globalRegistry, {
      description: "On answer steps: the details question's key, e.g. noClaimsYears",
    }),
    label: z
      .string()
      .register(z.globalRegistry, { description: "What the factor is, in plain English, e.g. Age 24" }),
    multiplier: z
      .number()
      .check(z.positive())
      .register(z.globalRegistry, { description: "What the factor multiplies the price by, e.g. 1.35" }),
    amount: z.number().register(z.globalRegistry, {
      description: "What the factor adds to (or, when negative, takes off) the price in GBP",
    }),
  })
  .register(z.globalRegistry, { id: "PriceStep" });
export type PriceStep = z.infer<typeof PriceStep>;

/**
 * How one quote's annual price was worked out: the product's base rate, each factor in turn and
 * Insurance Premium Tax. `baseRate + sum(steps.amount) + tax.amount` equals the annual price to
 * the penny.
 */
export const PriceBreakdown = z
  .object({
    baseRate: z.number().check(z.positive()).register(z.globalRegistry, {
      description: "The market's annual premium for standard cover, before tax, in GBP",
    }),
    steps: z.array(PriceStep),
    tax: z
      .object({
        label: z.string().register(z.globalRegistry, { description: "e.g. Insurance Premium Tax at 12%" }),
        rate: z
          .number()
          .check(z.gte(0), z.lte(1))
          .register(z.globalRegistry, { description: "The tax rate as a fraction, e.g. 0.12" }),
        amount: z
          .number()
          .check(z.nonnegative())
          .register(z.globalRegistry, { description: "The tax in GBP" }),
      })
      .register(z.globalRegistry, { id: "PriceTax" }),
  })
  .register(z.globalRegistry, { id: "PriceBreakdown" });
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;

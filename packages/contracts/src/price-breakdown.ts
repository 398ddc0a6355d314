import { z } from "zod";

/** The parts of a price the rating engine multiplies, in the order it applies them. */
export const PriceFactor = z
  .enum(["cover-level", "age", "area", "answer", "insurer"])
  .describe(
    "cover-level: the chosen level against standard cover; age and area: the market's relativities; answer: one of the product's details answers that differs from its default (named by `question`); insurer: the insurer's own pricing against the market",
  )
  .meta({ id: "PriceFactor" });
export type PriceFactor = z.infer<typeof PriceFactor>;

export const PriceStep = z
  .object({
    factor: PriceFactor,
    question: z
      .string()
      .optional()
      .describe("On answer steps: the details question's key, e.g. noClaimsYears"),
    label: z.string().describe("What the factor is, in plain English, e.g. Age 24"),
    multiplier: z.number().positive().describe("What the factor multiplies the price by, e.g. 1.35"),
    amount: z.number().describe("What the factor adds to (or, when negative, takes off) the price in GBP"),
  })
  .meta({ id: "PriceStep" });
export type PriceStep = z.infer<typeof PriceStep>;

/**
 * How one quote's annual price was worked out: the product's base rate, each factor in turn and
 * Insurance Premium Tax. `baseRate + sum(steps.amount) + tax.amount` equals the annual price to
 * the penny.
 */
export const PriceBreakdown = z
  .object({
    baseRate: z
      .number()
      .positive()
      .describe("The market's annual premium for standard cover, before tax, in GBP"),
    steps: z.array(PriceStep),
    tax: z
      .object({
        label: z.string().describe("e.g. Insurance Premium Tax at 12%"),
        rate: z.number().min(0).max(1).describe("The tax rate as a fraction, e.g. 0.12"),
        amount: z.number().nonnegative().describe("The tax in GBP"),
      })
      .meta({ id: "PriceTax" }),
  })
  .meta({ id: "PriceBreakdown" });
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;

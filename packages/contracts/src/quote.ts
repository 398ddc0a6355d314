import { z } from "zod/mini";
import { InstalmentPlan } from "./instalment-plan";
import { CoverageLevel, InsuranceType } from "./insurance";
import { PriceBreakdown } from "./price-breakdown";
import { QuoteCoverItem } from "./quote-cover";

export const Quote = z
  .object({
    id: z
      .string()
      .register(z.globalRegistry, { description: "Identifier of this quote within its quote set" }),
    provider: z.string().register(z.globalRegistry, { description: "The insurer's name" }),
    providerSlug: z.string(),
    productName: z.string(),
    rating: z
      .number()
      .check(z.gte(0), z.lte(5))
      .register(z.globalRegistry, { description: "Star rating out of 5" }),
    monthlyPrice: z.number().check(z.positive()).register(z.globalRegistry, {
      description: "Monthly instalment in GBP, credit charge included (instalmentPlan.instalmentAmount)",
    }),
    annualPrice: z
      .number()
      .check(z.positive())
      .register(z.globalRegistry, { description: "Price paid once for the year in GBP, IPT included" }),
    excess: z
      .number()
      .check(z.nonnegative())
      .register(z.globalRegistry, { description: "Compulsory excess in GBP" }),
    features: z.array(z.string()).register(z.globalRegistry, {
      description: "What the policy includes, the insurer's own extras first",
    }),
    cover: z.array(QuoteCoverItem).register(z.globalRegistry, {
      description:
        "Every feature of the product's cover catalogue, in catalogue order, as this policy treats it",
    }),
    breakdown: PriceBreakdown,
    instalmentPlan: InstalmentPlan,
  })
  .register(z.globalRegistry, { id: "Quote" });
export type Quote = z.infer<typeof Quote>;

export const QuoteResponse = z
  .object({
    reference: z.string().register(z.globalRegistry, { description: "Reference of the saved quote set" }),
    insuranceType: InsuranceType,
    coverageAmount: CoverageLevel,
    quotes: z.array(Quote).register(z.globalRegistry, {
      description:
        "Quotes in the one order (quoteOrderRule): cheapest annual price first; ties by the total paid monthly, then the insurer's name",
    }),
    providersSearched: z.number().check(z.int(), z.nonnegative()),
    assumptions: z
      .array(z.string())
      .register(z.globalRegistry, { description: "What the quotes assume about the cover" }),
    expiresAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: "QuoteResponse" });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

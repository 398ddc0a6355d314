import { z } from "zod";
import { InstalmentPlan } from "./instalment-plan";
import { CoverageLevel, InsuranceType } from "./insurance";
import { PriceBreakdown } from "./price-breakdown";
import { QuoteCoverItem } from "./quote-cover";

export const Quote = z
  .object({
    id: z.string().describe("Identifier of this quote within its quote set"),
    provider: z.string().describe("The insurer's name"),
    providerSlug: z.string(),
    productName: z.string(),
    rating: z.number().min(0).max(5).describe("Star rating out of 5"),
    monthlyPrice: z
      .number()
      .positive()
      .describe("Monthly instalment in GBP, credit charge included (instalmentPlan.instalmentAmount)"),
    annualPrice: z.number().positive().describe("Price paid once for the year in GBP, IPT included"),
    excess: z.number().nonnegative().describe("Compulsory excess in GBP"),
    features: z.array(z.string()).describe("What the policy includes, the insurer's own extras first"),
    cover: z
      .array(QuoteCoverItem)
      .describe(
        "Every feature of the product's cover catalogue, in catalogue order, as this policy treats it",
      ),
    breakdown: PriceBreakdown,
    instalmentPlan: InstalmentPlan,
  })
  .meta({ id: "Quote" });
export type Quote = z.infer<typeof Quote>;

export const QuoteResponse = z
  .object({
    reference: z.string().describe("Reference of the saved quote set"),
    insuranceType: InsuranceType,
    coverageAmount: CoverageLevel,
    quotes: z.array(Quote).describe("Quotes ordered cheapest first"),
    providersSearched: z.number().int().nonnegative(),
    assumptions: z.array(z.string()).describe("What the quotes assume about the cover"),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "QuoteResponse" });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

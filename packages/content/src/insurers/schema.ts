import { CoverageLevel, InsuranceType, QuoteCoverItem } from "@plummet/contracts";
import { z } from "zod";

export const InsurerProduct = z.object({
  type: InsuranceType,
  productName: z.string(),
  /** Star rating out of 5 for this product. */
  rating: z.number().min(1).max(5),
  /** Compulsory excess in GBP. */
  excess: z.number().int().nonnegative(),
  /** What the policy includes at each coverage level. */
  features: z.record(CoverageLevel, z.array(z.string()).min(1)),
  /** Every feature of the product's cover catalogue at each coverage level, in catalogue order. */
  cover: z.record(CoverageLevel, z.array(QuoteCoverItem).min(1)),
});
export type InsurerProduct = z.infer<typeof InsurerProduct>;

export const Insurer = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  /** Whether the home page's insurer strip shows this insurer's logo. */
  featured: z.boolean().default(false),
  /** One sentence about the insurer, for the site's list of insurers on the panel. */
  summary: z.string().min(1),
  /** Each product type at most once. */
  products: z
    .array(InsurerProduct)
    .min(1)
    .refine((products) => new Set(products.map((product) => product.type)).size === products.length, {
      error: "An insurer offers each product type at most once",
    }),
});
export type Insurer = z.infer<typeof Insurer>;
export type InsurerInput = z.input<typeof Insurer>;

import { z } from "zod/mini";

/** How a policy treats one feature of the product's cover catalogue. */
export const CoverStatus = z.enum(["included", "optional", "not-included"]).register(z.globalRegistry, {
  description: "included in the price, available as an optional extra at a cost, or not available",
  id: "CoverStatus",
});
export type CoverStatus = z.infer<typeof CoverStatus>;

/** One catalogue feature as a quote states it. */
export const QuoteCoverItem = z
  .object({
    feature: z.string().register(z.globalRegistry, {
      description: "Identifier of the feature in the product's cover catalogue, e.g. courtesy-car",
    }),
    name: z.string().register(z.globalRegistry, { description: "The feature's name, e.g. Courtesy car" }),
    status: CoverStatus,
    limit: z.optional(z.string()).register(z.globalRegistry, {
      description: "The limit that applies when included, e.g. Up to £100,000",
    }),
  })
  .register(z.globalRegistry, { id: "QuoteCoverItem" });
export type QuoteCoverItem = z.infer<typeof QuoteCoverItem>;

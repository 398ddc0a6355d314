import { z } from "zod/mini";

/**
 * Paying monthly as the insurer offers it: an optional deposit when the policy starts, then equal
 * monthly instalments, the first a month later. The credit charge is what the plan costs on top
 * of the annual price; the APR is worked out from these cash flows as the FCA's consumer credit
 * rules (CONC App 1.1) define it.
 */
export const InstalmentPlan = z
  .object({
    deposit: z
      .number()
      .check(z.nonnegative())
      .register(z.globalRegistry, { description: "Paid when the policy starts, in GBP (0 when none)" }),
    instalments: z
      .number()
      .check(z.int(), z.positive())
      .register(z.globalRegistry, { description: "How many monthly instalments follow" }),
    instalmentAmount: z
      .number()
      .check(z.positive())
      .register(z.globalRegistry, { description: "Each monthly instalment in GBP" }),
    totalPayable: z
      .number()
      .check(z.positive())
      .register(z.globalRegistry, { description: "Deposit plus every instalment, in GBP" }),
    creditCharge: z
      .number()
      .check(z.nonnegative())
      .register(z.globalRegistry, { description: "Total payable minus the annual price, in GBP" }),
    apr: z.number().check(z.nonnegative()).register(z.globalRegistry, {
      description:
        "Representative APR in percent, to one decimal place (0 when paying monthly costs nothing extra)",
    }),
  })
  .register(z.globalRegistry, { id: "InstalmentPlan" });
export type InstalmentPlan = z.infer<typeof InstalmentPlan>;

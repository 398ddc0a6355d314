/**
 * Each insurer's pricing appetite, kept here and never published: a relative price level and
 * the credit charge it adds for paying monthly (as a fraction of the annual price).
 */
export const providerFactors: Record<string, { priceFactor: number; monthlyCreditCharge: number }> = {
  harbourline: { priceFactor: 0.94, monthlyCreditCharge: 0.09 },
  "oakfield-direct": { priceFactor: 1.02, monthlyCreditCharge: 0.0 },
  "northgate-assurance": { priceFactor: 0.98, monthlyCreditCharge: 0.12 },
};

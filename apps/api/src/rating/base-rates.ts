import type { CoverageLevel, InsuranceType } from "@plummet/contracts";

/**
 * The market's annual premium in GBP, before tax, for the reference risk of each product: a
 * policyholder at the age where the product's age relativity is 1 (35-40), in a mixed area, with
 * an average insurer. Calibrated against the figures in the site's guides (see calibration tests).
 */
export const baseRates: Record<InsuranceType, Record<CoverageLevel, number>> = {
  car: { basic: 280, standard: 400, comprehensive: 520 },
  van: { basic: 480, standard: 700, comprehensive: 900 },
  bike: { basic: 250, standard: 358, comprehensive: 470 },
  home: { basic: 160, standard: 270, comprehensive: 380 },
  travel: { basic: 20, standard: 45, comprehensive: 90 },
  pet: { basic: 170, standard: 290, comprehensive: 450 },
  breakdown: { basic: 38, standard: 80, comprehensive: 165 },
  life: { basic: 130, standard: 234, comprehensive: 370 },
  medical: { basic: 420, standard: 700, comprehensive: 1100 },
};

/**
 * Insurance Premium Tax: 12% standard rate, 20% higher rate on travel. Long-term life cover is
 * exempt from IPT in the UK, so term life carries none.
 */
export function iptRate(type: InsuranceType): number {
  if (type === "travel") return 0.2;
  if (type === "life") return 0;
  return 0.12;
}

/**
 * Products whose price is a monthly premium by nature (no credit agreement): paying monthly costs
 * the same as paying for the year. Other products add the insurer's credit charge.
 */
export const monthlyByNature: ReadonlySet<InsuranceType> = new Set(["life", "medical", "pet"]);

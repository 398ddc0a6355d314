import type { CoverageLevel, InsuranceType } from "@plummet/contracts";

/** Annual base premium in GBP before age, area, provider and tax. */
export const baseRates: Record<InsuranceType, Record<CoverageLevel, number>> = {
  car: { basic: 260, standard: 420, comprehensive: 560 },
  van: { basic: 420, standard: 640, comprehensive: 820 },
  bike: { basic: 220, standard: 360, comprehensive: 480 },
  home: { basic: 120, standard: 190, comprehensive: 290 },
  travel: { basic: 25, standard: 55, comprehensive: 95 },
  pet: { basic: 180, standard: 320, comprehensive: 520 },
  breakdown: { basic: 40, standard: 90, comprehensive: 180 },
  life: { basic: 120, standard: 210, comprehensive: 340 },
  medical: { basic: 540, standard: 860, comprehensive: 1320 },
};

/** Insurance Premium Tax: 12% standard rate, 20% higher rate on travel. */
export function iptRate(type: InsuranceType): number {
  return type === "travel" ? 0.2 : 0.12;
}

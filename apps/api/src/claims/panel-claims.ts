import { claimProfiles } from "@plummet/content/claims";
import { type Insurer, insurers } from "@plummet/content/insurers";
import type { CoverageLevel } from "@plummet/contracts";
import { detailRelativities } from "../rating/detail-relativities";
import { type PricedQuote, type RatingRequest, rateProvider } from "../rating/engine";
import { providerFactors } from "../rating/provider-factors";

/** What the site's copy may claim, worked out from the panel and the engine for the documented profiles. */
export interface PanelClaimFigures {
  /** Insurers on the panel. */
  panelSize: number;
  /** The cheapest car quote over the profiles, in GBP, and whose it is. */
  cheapestCar: { annualPrice: number; profile: string };
  /** The widest gap between the cheapest and the dearest car quote for one profile, in GBP. */
  widestCarSpread: { pounds: number; profile: string };
  /** The largest no-claims discount the engine gives, in percent. */
  largestNoClaimsDiscount: number;
}

function quotesFor(request: RatingRequest, panel: readonly Insurer[]): PricedQuote[] {
  return panel.flatMap((insurer) => {
    const outcome = rateProvider(request, insurer, providerFactors[insurer.slug]!);
    return outcome.status === "quoted" ? [outcome.quote] : [];
  });
}

const describe = (age: number, postcode: string, level: CoverageLevel) =>
  `a ${age}-year-old in ${postcode}, ${level} cover`;

/** Prices every documented car profile at every level against the whole panel. */
export function panelClaimFigures(panel: readonly Insurer[] = insurers): PanelClaimFigures {
  let cheapestCar = { annualPrice: Number.POSITIVE_INFINITY, profile: "" };
  let widestCarSpread = { pounds: 0, profile: "" };
  for (const { age, postcode } of claimProfiles.car) {
    for (const level of ["basic", "standard", "comprehensive"] as const) {
      const prices = quotesFor({ insuranceType: "car", coverageAmount: level, age, postcode }, panel).map(
        (quote) => quote.annualPrice,
      );
      if (prices.length === 0) continue;
      const low = Math.min(...prices);
      const spread = Math.max(...prices) - low;
      if (low < cheapestCar.annualPrice)
        cheapestCar = { annualPrice: low, profile: describe(age, postcode, level) };
      if (spread > widestCarSpread.pounds)
        widestCarSpread = { pounds: spread, profile: describe(age, postcode, level) };
    }
  }
  const noClaims = Object.values(detailRelativities.car.noClaimsYears ?? {});
  return {
    panelSize: panel.length,
    cheapestCar,
    widestCarSpread,
    largestNoClaimsDiscount: Math.round((1 - Math.min(...noClaims)) * 100),
  };
}

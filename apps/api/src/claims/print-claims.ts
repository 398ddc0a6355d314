// `pnpm --filter @plummet/api claims`: the figures the site's copy may claim, worked out from the
// panel and the engine for the profiles documented in @plummet/content/claims.
import { formatMoney } from "@plummet/contracts/money";
import { panelClaimFigures } from "./panel-claims";

const figures = panelClaimFigures();
console.log(`Insurers on the panel: ${figures.panelSize}`);
console.log(
  `Cheapest car quote: ${formatMoney(figures.cheapestCar.annualPrice)} a year (${figures.cheapestCar.profile})`,
);
console.log(
  `Widest gap between the cheapest and dearest car quote: ${formatMoney(figures.widestCarSpread.pounds)} (${figures.widestCarSpread.profile})`,
);
console.log(`Largest no-claims discount: ${figures.largestNoClaimsDiscount}%`);

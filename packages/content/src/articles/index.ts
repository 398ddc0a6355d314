import type { Article, ArticleSummary } from "../schemas";
import { article as buildingsVsContentsInsuranceGuide } from "./buildings-vs-contents-insurance-guide";
import { article as commercialVanInsuranceBusinessVsPrivate } from "./commercial-van-insurance-business-vs-private";
import { article as completeGuideCarInsuranceUk } from "./complete-guide-car-insurance-uk";
import { article as howToSaveMoneyOnInsuranceExpertTips } from "./how-to-save-money-on-insurance-expert-tips";
import { article as insuranceClaimsProcessWhatToExpect } from "./insurance-claims-process-what-to-expect";
import { article as motorcycleInsuranceNewRidersGuide } from "./motorcycle-insurance-new-riders-guide";
import { article as petInsuranceClaimsGuide } from "./pet-insurance-claims-guide";
import { article as racAaGreenFlagBreakdownCoverComparison } from "./rac-aa-green-flag-breakdown-cover-comparison";
import { article as termVsWholeLifeInsuranceComparison } from "./term-vs-whole-life-insurance-comparison";
import { article as travelInsuranceChecklistBeforeYouGo } from "./travel-insurance-checklist-before-you-go";

/**
 * The guides, in the required table order. Each guide is its own module (src/articles/<slug>.ts)
 * exporting `article`, parsed with the Article schema at import; to add one, import it here.
 */
export const articles: Article[] = [
  completeGuideCarInsuranceUk,
  buildingsVsContentsInsuranceGuide,
  travelInsuranceChecklistBeforeYouGo,
  petInsuranceClaimsGuide,
  termVsWholeLifeInsuranceComparison,
  commercialVanInsuranceBusinessVsPrivate,
  motorcycleInsuranceNewRidersGuide,
  racAaGreenFlagBreakdownCoverComparison,
  howToSaveMoneyOnInsuranceExpertTips,
  insuranceClaimsProcessWhatToExpect,
];

const articlesBySlug = new Map(articles.map((article) => [article.slug, article]));

/** The guide published at /resources/{slug}, or undefined. */
export function articleBySlug(slug: string): Article | undefined {
  return articlesBySlug.get(slug);
}

/** What the resources hub and the home page's grid show: every field but the body. */
export const articleSummaries: ArticleSummary[] = articles.map(
  ({ closingCta: _closingCta, tableOfContents: _tableOfContents, blocks: _blocks, ...summary }) => summary,
);

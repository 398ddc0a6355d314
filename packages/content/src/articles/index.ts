import type { Article, ArticleSummary } from "../schemas";
import { article as vanBusinessVsPrivate } from "./commercial-van-insurance-business-vs-private";
import { article as petClaims } from "./pet-insurance-claims-guide";
import { article as travelChecklist } from "./travel-insurance-checklist-before-you-go";

/**
 * The guides, in SPEC's table order. Each guide is its own module (src/articles/<slug>.ts)
 * exporting `article`, parsed with the Article schema at import.
 */
export const articles: Article[] = [travelChecklist, petClaims, vanBusinessVsPrivate];

const articlesBySlug = new Map(articles.map((article) => [article.slug, article]));

/** The guide published at /resources/{slug}, or undefined. */
export function articleBySlug(slug: string): Article | undefined {
  return articlesBySlug.get(slug);
}

/** What the resources hub and the home page's grid show: every field but the body. */
export const articleSummaries: ArticleSummary[] = articles.map(
  ({ closingCta: _closingCta, tableOfContents: _tableOfContents, blocks: _blocks, ...summary }) => summary,
);

/**
 * Every public path of the site (SPEC section 2). The route config, the prerender list,
 * sitemap.xml and the link checks all come from here.
 */
export const productPaths = [
  "/car-insurance",
  "/van-insurance",
  "/bike-insurance",
  "/home-insurance",
  "/travel-insurance",
  "/pet-insurance",
  "/breakdown-cover",
  "/life-insurance",
  "/private-medical-insurance",
] as const;

export const articleSlugs = [
  "complete-guide-car-insurance-uk-2024",
  "buildings-vs-contents-insurance-guide",
  "travel-insurance-checklist-before-you-go",
  "pet-insurance-claims-guide",
  "term-vs-whole-life-insurance-comparison",
  "commercial-van-insurance-business-vs-private",
  "motorcycle-insurance-new-riders-guide",
  "rac-aa-green-flag-breakdown-cover-comparison",
  "how-to-save-money-on-insurance-expert-tips",
  "insurance-claims-process-what-to-expect",
] as const;

export const sitePaths = [
  "/",
  "/home",
  ...productPaths,
  "/resources",
  ...articleSlugs.map((slug) => `/resources/${slug}`),
  "/privacy-policy",
  "/terms-of-service",
  "/contact",
  "/sitemap",
];

/** The not-found screen is prerendered once and served with status 404 for unknown paths. */
export const notFoundPath = "/404";

export const prerenderPaths = [...sitePaths, notFoundPath];

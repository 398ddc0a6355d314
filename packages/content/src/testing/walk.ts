import { articles } from "../articles";
import { homeContent, insurerLogos } from "../home";
import {
  contactPage,
  emailLinkOutcomes,
  linkProblemPage,
  privacyPolicy,
  resourcesPage,
  sitemapPage,
  termsOfService,
} from "../pages";
import { productCards } from "../product-cards";
import { productPages } from "../products";
import { site } from "../site";

/** Every piece of content the main entry point exports, by name, for checks across all of it. */
export const allContent = {
  site,
  homeContent,
  insurerLogos,
  productCards,
  productPages,
  articles,
  privacyPolicy,
  termsOfService,
  resourcesPage,
  contactPage,
  sitemapPage,
  emailLinkOutcomes,
  linkProblemPage,
} as const;

export type Found<T> = { where: string; value: T };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Visits every object in `root`, depth first, with a readable path such as "site.footer.legalLinks[0]". */
function visit(
  root: unknown,
  where: string,
  onObject: (object: Record<string, unknown>, where: string) => void,
) {
  if (Array.isArray(root)) {
    root.forEach((item, index) => {
      visit(item, `${where}[${index}]`, onObject);
    });
  } else if (isRecord(root)) {
    onObject(root, where);
    for (const [key, value] of Object.entries(root)) visit(value, `${where}.${key}`, onObject);
  }
}

/** Every image (`{ path, alt }`) anywhere in the content. */
export function findImages(root: unknown, where: string): Found<{ path: string; alt: string }>[] {
  const found: Found<{ path: string; alt: string }>[] = [];
  visit(root, where, (object, at) => {
    if (typeof object.path === "string" && typeof object.alt === "string" && object.path.endsWith(".svg")) {
      found.push({ where: at, value: { path: object.path, alt: object.alt } });
    }
  });
  return found;
}

/** Every link target: `href` of link items, `link` of product cards and any other `...Href`. */
export function findHrefs(root: unknown, where: string): Found<string>[] {
  const found: Found<string>[] = [];
  visit(root, where, (object, at) => {
    for (const [key, value] of Object.entries(object)) {
      const isLink = key === "href" || key === "link" || key.endsWith("Href");
      if (isLink && typeof value === "string") found.push({ where: `${at}.${key}`, value });
    }
  });
  return found;
}

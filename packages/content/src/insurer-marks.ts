import { insurers } from "./insurers/panel";

/**
 * Every panel insurer's own (fictional) mark, as `assets/insurers/<slug>.svg`: eight drawn by
 * hand for the home page's strip, the others by `scripts/insurer-marks.ts`. The site passes the
 * slugs to the result cards at build time (a prop), so the cards' code carries no list.
 */
export const insurerMarkSlugs: readonly string[] = insurers.map((insurer) => insurer.slug);

/** The insurers in the home page's strip: the marks drawn by hand. */
export const insurerStripSlugs: readonly string[] = [
  "harbourline",
  "oakfield-direct",
  "northgate-assurance",
  "kestrel-mutual",
  "brightwater",
  "lanternhouse",
  "copperbeech",
  "fenwick-hale",
];

/** Where an insurer's mark is, under the content's assets, if the site has one. */
export function insurerLogoPath(slug: string): string | undefined {
  return insurerMarkSlugs.includes(slug) ? `insurers/${slug}.svg` : undefined;
}

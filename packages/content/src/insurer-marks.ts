// No other content here: the result cards import it (`@plummet/content/insurer-marks`) without
// bringing the home page's words, or the insurers' names, into the quote pages' code.

/** The panel insurers whose own (fictional) logos the site has, as `assets/insurers/<slug>.svg`. */
export const insurerMarkSlugs: readonly string[] = [
  "harbourline",
  "oakfield-direct",
  "northgate-assurance",
  "kestrel-mutual",
  "brightwater",
  "lanternhouse",
  "copperbeech",
  "fenwick-hale",
];

/** Where an insurer's logo is, under the content's assets, if the site has one. */
export function insurerLogoPath(slug: string): string | undefined {
  return insurerMarkSlugs.includes(slug) ? `insurers/${slug}.svg` : undefined;
}

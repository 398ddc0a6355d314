// No other content here: the result cards import it (`@plummet/content/insurer-marks`) without
// bringing the home page's words into the quote pages' code.

/** The panel insurers whose own (fictional) logos the site has, as `assets/insurers/<slug>.svg`. */
export const insurerMarkSlugs = [
  "harbourline",
  "oakfield-direct",
  "northgate-assurance",
  "kestrel-mutual",
  "brightwater",
  "lanternhouse",
  "copperbeech",
  "fenwick-hale",
] as const;

/** Where an insurer's logo is, under the content's assets, if the site has one. */
export function insurerLogoPath(slug: string): string | undefined {
  return (insurerMarkSlugs as readonly string[]).includes(slug) ? `insurers/${slug}.svg` : undefined;
}

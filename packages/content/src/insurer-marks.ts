// No other content here: the result cards import it (`@plummet/content/insurer-marks`) without
// bringing the home page's words into the quote pages' code.

/** The panel insurers whose own (fictional) logos the site has, as `assets/insurers/<slug>.svg`. */
export const insurerMarks = [
  { slug: "harbourline", name: "Harbourline" },
  { slug: "oakfield-direct", name: "Oakfield Direct" },
  { slug: "northgate-assurance", name: "Northgate Assurance" },
  { slug: "kestrel-mutual", name: "Kestrel Mutual" },
  { slug: "brightwater", name: "Brightwater" },
  { slug: "lanternhouse", name: "Lanternhouse" },
  { slug: "copperbeech", name: "Copperbeech" },
  { slug: "fenwick-hale", name: "Fenwick & Hale" },
] as const;

/** Where an insurer's logo is, under the content's assets, if the site has one. */
export function insurerLogoPath(slug: string): string | undefined {
  return insurerMarks.some((mark) => mark.slug === slug) ? `insurers/${slug}.svg` : undefined;
}

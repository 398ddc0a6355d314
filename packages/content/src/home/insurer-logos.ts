import type { InsurerLogo } from "../schemas";

/** The eight panel insurers shown in the home page's strip; every brand is fictional. */
const featured = [
  { slug: "harbourline", name: "Harbourline" },
  { slug: "oakfield-direct", name: "Oakfield Direct" },
  { slug: "northgate-assurance", name: "Northgate Assurance" },
  { slug: "kestrel-mutual", name: "Kestrel Mutual" },
  { slug: "brightwater", name: "Brightwater" },
  { slug: "lanternhouse", name: "Lanternhouse" },
  { slug: "copperbeech", name: "Copperbeech" },
  { slug: "fenwick-hale", name: "Fenwick & Hale" },
];

export const insurerLogos: InsurerLogo[] = featured.map(({ slug, name }) => ({
  slug,
  name,
  logo: { path: `insurers/${slug}.svg`, alt: `${name} logo` },
}));

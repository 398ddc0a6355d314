import { insurerLogoPath, insurerStripSlugs } from "../insurer-marks";
import { insurersBySlug } from "../insurers/panel";
import type { InsurerLogo } from "../schemas";

/** The eight panel insurers shown in the home page's strip (the ones with logos); every brand is fictional. */
export const insurerLogos: InsurerLogo[] = insurerStripSlugs.map((slug) => {
  const name = insurersBySlug.get(slug)?.name ?? slug;
  return { slug, name, logo: { path: insurerLogoPath(slug) ?? "", alt: `${name} logo` } };
});

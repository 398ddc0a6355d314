import { insurerLogoPath, insurerMarks } from "../insurer-marks";
import type { InsurerLogo } from "../schemas";

/** The eight panel insurers shown in the home page's strip (the ones with logos); every brand is fictional. */

export const insurerLogos: InsurerLogo[] = insurerMarks.map(({ slug, name }) => ({
  slug,
  name,
  logo: { path: insurerLogoPath(slug) ?? "", alt: `${name} logo` },
}));

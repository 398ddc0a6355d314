import { z } from "zod";

/** An image shipped in this package's `assets/` folder, with the alt text every image needs. */
export const Image = z.object({
  /** Path inside `assets/`, for example "products/car.svg". */
  path: z.string().regex(/^[a-z0-9-/]+\.svg$/),
  /** Empty only for purely decorative images. */
  alt: z.string(),
});
export type Image = z.infer<typeof Image>;

/** An internal route of the site, such as "/car-insurance" or "/#quote-comparison". */
export const InternalHref = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z-]+)?$/);

export const ProductCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: Image,
  link: InternalHref,
});
export type ProductCard = z.infer<typeof ProductCard>;

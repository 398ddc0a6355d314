import type { z } from "zod";
import type { ProductPage } from "../schemas";

/** What a product module writes: the page before parsing (defaults not yet applied). */
export type ProductPageInput = z.input<typeof ProductPage>;

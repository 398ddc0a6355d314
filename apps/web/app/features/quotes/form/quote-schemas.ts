import { ProductPageQuoteRequest, QuoteRequest } from "@plummet/contracts";

/**
 * SPEC section 5: the home form has its five messages; the product pages use the second schema
 * ('Please select an insurance type', 'Please select a coverage level'). DESIGN.md adds the age
 * range and postcode rules to both; the API applies the same schemas. This module, and zod with
 * it, loads when the visitor first needs it (see `quote-form.tsx`).
 */
export const quoteSchemas = {
  home: QuoteRequest,
  product: ProductPageQuoteRequest,
} as const;

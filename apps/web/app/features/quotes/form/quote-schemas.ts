import { ProductPageQuoteRequest, QuoteRequest } from "@plummet/contracts";

/**
 * docs/product/forms-and-messages.md: the home form has its five messages; the product pages use the second schema
 * ('Please select an insurance type', 'Please select a coverage level'). docs/product adds the age
 * range and postcode rules to both; the API applies the same schemas. This module, and zod with
 * it, loads when the visitor first needs it (see `quote-form.tsx`).
 */
export const quoteSchemas = {
  home: QuoteRequest,
  product: ProductPageQuoteRequest,
} as const;

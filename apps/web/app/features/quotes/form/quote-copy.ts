import { ProductPageQuoteRequest, QuoteRequest } from "@plummet/contracts";
import type { ToastInput } from "@plummet/ui/toast";

/** Where a quote form sits: the home page and the product pages differ in schema and toasts. */
export type QuoteFormVariant = "home" | "product";

/**
 * SPEC section 5: the home form has its five messages; the product pages use the second schema
 * ('Please select an insurance type', 'Please select a coverage level'). DESIGN.md adds the age
 * range and postcode rules to both; the API applies the same schemas.
 */
export const quoteSchemas = {
  home: QuoteRequest,
  product: ProductPageQuoteRequest,
} as const;

/** SPEC section 8, word for word: the home page and the product pages say different things. */
export const quoteToasts: Record<QuoteFormVariant, { success: ToastInput; failure: ToastInput }> = {
  home: {
    success: {
      variant: "success",
      title: "Quotes retrieved successfully",
      description: "We've found the best insurance options for you.",
    },
    failure: { title: "Error", description: "Failed to retrieve quotes. Please try again." },
  },
  product: {
    success: {
      variant: "success",
      title: "Success!",
      description: "Your quotes have been generated successfully.",
    },
    failure: {
      variant: "destructive",
      title: "Error",
      description: "Failed to get quotes. Please try again.",
    },
  },
};

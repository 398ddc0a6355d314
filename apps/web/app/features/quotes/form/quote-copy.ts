import type { ToastInput } from "@plummet/ui/toast";

/** Where a quote form sits: the home page and the product pages differ in schema and toasts. */
export type QuoteFormVariant = "home" | "product";

/** docs/product/forms-and-messages.md: the home page and the product pages say different things (on the set's page a success says what was found: `foundLine`). */
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

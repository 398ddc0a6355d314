import { formatMoney } from "@plummet/contracts/money";
import type { ToastInput } from "@plummet/ui/toast";

/** Where a quote form sits: the home page and the product pages differ in schema and toasts. */
export type QuoteFormVariant = "home" | "product";

/** docs/product/forms-and-messages.md: the home page and the product pages say different things (a success names what was found: `successToast`). */
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

/**
 * The success toast for a set of quotes: the form's title, then what was found, specifically
 * ("25 quotes from our panel, from £530.52 a year."), rather than a line that says nothing.
 */
export function successToast(
  variant: QuoteFormVariant,
  quotes: ReadonlyArray<{ annualPrice: number }>,
): ToastInput {
  const cheapest = Math.min(...quotes.map((quote) => quote.annualPrice));
  const count = quotes.length === 1 ? "1 quote" : `${quotes.length} quotes`;
  return {
    ...quoteToasts[variant].success,
    description: `${count} from our panel, from ${formatMoney(cheapest)} a year.`,
  };
}

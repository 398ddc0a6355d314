import { hydrateWhenVisible } from "../../lib/hydrate-when-visible";

/**
 * The quote form's code (react-hook-form, the zod contracts, Radix, TanStack Query, toasts and
 * the results) is the larger part of a page's JavaScript, and visitors read the page above it
 * first. So it loads as the visitor nears the form or touches it (hydrateWhenVisible); until
 * then the prerendered form is plain HTML.
 */
export const DeferredQuoteForm = hydrateWhenVisible(
  () => import("./quote-feature").then((module) => module.QuoteFeature),
  { fallback: <QuoteFormPlaceholder /> },
);

/** Shown only after a client-side navigation, for the moment the form's code takes to arrive. */
function QuoteFormPlaceholder() {
  return (
    <div
      role="status"
      className="flex min-h-[36rem] items-center justify-center rounded-xl border border-border bg-white p-8 text-muted-foreground shadow-raised"
    >
      Loading the quote form…
    </div>
  );
}

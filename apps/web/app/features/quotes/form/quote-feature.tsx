import { ToasterOnDemand } from "../../../lib/lazy-toast";
import { QueryProvider } from "../../../lib/query-provider";
import { QuoteForm, type QuoteFormProps } from "./quote-form";

/** The quote form with what it needs around it; an island of the home and product pages. */
export function QuoteFeature(props: QuoteFormProps) {
  return (
    <QueryProvider>
      <QuoteForm {...props} />
      <ToasterOnDemand />
    </QueryProvider>
  );
}

import { homeContent } from "@plummet/content/home";
import { Section } from "@plummet/ui/section";
import { DeferredQuoteForm } from "../../features/quotes/deferred-quote-form";

/** Section 4: the quote form and its results (anchor quote-comparison). */
export function QuoteSection() {
  const { quote } = homeContent;
  return (
    <Section id="quote-comparison" title={quote.title} intro={quote.intro} size="default">
      <DeferredQuoteForm variant="home" />
    </Section>
  );
}

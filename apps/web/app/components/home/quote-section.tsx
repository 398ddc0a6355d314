import { homeContent } from "@plummet/content/home";
import { Section } from "@plummet/ui/section";
import { QuoteForm } from "../../features/quotes/quote-form";

/** Section 4: the quote form and its results (anchor quote-comparison). */
export function QuoteSection() {
  const { quote } = homeContent;
  return (
    <Section id="quote-comparison" title={quote.title} intro={quote.intro} size="default">
      <QuoteForm variant="home" />
    </Section>
  );
}

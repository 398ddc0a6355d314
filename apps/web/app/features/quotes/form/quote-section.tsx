import { homeContent } from "@plummet/content/home";
import { Section } from "@plummet/ui/section";
import { DemonstrationPanelNotice } from "../../../components/trust/demonstration-panel-notice";
import { Island } from "../../../islands/island";

/**
 * Section 4 of the home page: the quote form (anchor quote-comparison). It lives with the quote
 * feature, so shared layout components never import a feature.
 */
export function QuoteSection() {
  const { quote } = homeContent;
  return (
    <Section id="quote-comparison" title={quote.title} intro={quote.intro} size="default">
      {/* Said again by the form, for a visitor who arrives here from a link. */}
      <DemonstrationPanelNotice id="demonstration-notice-form" className="mb-6" />
      <Island name="quote-form" props={{ variant: "home" }} />
    </Section>
  );
}

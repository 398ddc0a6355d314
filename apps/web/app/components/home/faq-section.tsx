import type { HomeContent } from "@plummet/content/schemas";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@plummet/ui/accordion";
import { Section } from "@plummet/ui/section";

/**
 * Section 7: the six questions; any number may be open at once. Answers are mounted while
 * closed (hidden), so the prerendered page and search engines have every answer. An island: the
 * questions come as props, so its code does not carry the home page's content.
 */
export function FaqSection({ faq }: { faq: HomeContent["faq"] }) {
  return (
    <Section id="faq" title={faq.title} size="narrow" centred>
      <Accordion>
        {faq.items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent forceMount>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}

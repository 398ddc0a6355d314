import { articleSummaries } from "@plummet/content/articles";
import { homeContent } from "@plummet/content/home";
import { AboutSection } from "../components/home/about-section";
import { ClosingCta } from "../components/home/closing-cta";
import { FaqSection } from "../components/home/faq-section";
import { HeroSection } from "../components/home/hero-section";
import { InsurerStrip } from "../components/home/insurer-strip";
import { ProductsSection } from "../components/home/products-section";
import { QuoteSection } from "../components/home/quote-section";
import { GUIDES_ON_HOME, ResourcesSection } from "../components/home/resources-section";
import { TestimonialsSection } from "../components/home/testimonials-section";
import { JsonLd } from "../components/json-ld";
import { PageShell } from "../components/layout/page-shell";
import { faqPageJsonLd, pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

/**
 * Runs at build time only (the page is prerendered): the guide summaries are derived from the
 * full guides, which would otherwise ship in the browser bundle.
 */
export function loader() {
  return { guides: articleSummaries.slice(0, GUIDES_ON_HOME) };
}

/** "/" and "/home" are the same screen; both name "/" as the canonical address. */
export function meta() {
  return pageMeta({ title: homeContent.meta.title, description: homeContent.meta.description, path: "/" });
}

/** The landing page: SPEC section 2's ten sections in order (the footer is the tenth). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell variant="landing">
      <JsonLd data={faqPageJsonLd(homeContent.faq.items)} />
      <HeroSection />
      <InsurerStrip />
      <ProductsSection />
      <QuoteSection />
      <AboutSection />
      <TestimonialsSection />
      <FaqSection />
      <ResourcesSection guides={loaderData.guides} />
      <ClosingCta />
    </PageShell>
  );
}

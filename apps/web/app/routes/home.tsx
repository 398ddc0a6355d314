import { articleSummaries } from "@plummet/content/articles";
import { claimsIn } from "@plummet/content/claims";
import { homeContent } from "@plummet/content/home";
import { AboutSection } from "../components/home/about-section";
import { ClosingCta } from "../components/home/closing-cta";
import { HeroSection } from "../components/home/hero-section";
import { InsurerStrip } from "../components/home/insurer-strip";
import { ProductsSection } from "../components/home/products-section";
import { ResourcesSection } from "../components/home/resources-section";
import { TestimonialsSection } from "../components/home/testimonials-section";
import { JsonLd } from "../components/json-ld";
import { PageShell } from "../components/layout/page-shell";
import { ClaimNotes } from "../components/trust/claim-notes";
import { QuoteSection } from "../features/quotes/form/quote-section";
import { Island } from "../islands/island";
import { faqPageJsonLd, pageMeta } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/home";

/** How many guides the home page shows; the hub at /resources lists them all. */
const GUIDES_ON_HOME = 3;

/**
 * Runs at build time only (the page is prerendered): the guide summaries (derived from the full
 * guides) and what the first screen says arrive as data in the page, not as code in its bundle.
 */
export function loader() {
  return {
    guides: articleSummaries.slice(0, GUIDES_ON_HOME),
    meta: homeContent.meta,
    hero: homeContent.hero,
    faq: homeContent.faq,
    faqPage: faqPageJsonLd(homeContent.faq.items),
    claims: claimsIn(homeContent),
  };
}

/** "/" and "/home" are the same screen; both name "/" as the canonical address. */
export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = loaderData.meta;
  return pageMeta({ title, description, path: paths.home });
}

/**
 * The landing page: the ten sections of docs/product/screens.md in order (the footer is the tenth). It is
 * prerendered HTML; the quote form and the FAQ are islands.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell variant="landing">
      <JsonLd data={loaderData.faqPage} />
      <HeroSection hero={loaderData.hero} />
      <InsurerStrip />
      <ProductsSection />
      <QuoteSection />
      <AboutSection />
      <TestimonialsSection />
      <Island name="faq" props={{ faq: loaderData.faq }} />
      <ResourcesSection guides={loaderData.guides} />
      <ClosingCta />
      <ClaimNotes claims={loaderData.claims} />
    </PageShell>
  );
}

import { articleSummaries } from "@plummet/content/articles";
import { homeContent } from "@plummet/content/home";
import { HeroSection } from "../components/home/hero-section";
import { JsonLd } from "../components/json-ld";
import { PageShell, preloadPageShell } from "../components/layout/page-shell";
import { hydrateWhenVisible } from "../lib/hydrate-when-visible";
import { faqPageJsonLd, pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

/** How many guides the home page shows; the hub at /resources lists them all. */
const GUIDES_ON_HOME = 3;

// Everything below the hero is in the prerendered HTML and works as HTML; its code loads as the
// visitor scrolls to it (see hydrateWhenVisible), so the first screen loads only its own. Parts
// with controls (the quote form, the video, the FAQ) load a screen ahead; the rest when seen.
const InsurerStrip = hydrateWhenVisible(
  () => import("../components/home/insurer-strip").then((module) => module.InsurerStrip),
  { rootMargin: "0px" },
);
const ProductsSection = hydrateWhenVisible(
  () => import("../components/home/products-section").then((module) => module.ProductsSection),
  { id: "products", rootMargin: "0px" },
);
const QuoteSection = hydrateWhenVisible(
  () => import("../features/quotes/quote-section").then((module) => module.QuoteSection),
  { id: "quote-comparison" },
);
const AboutSection = hydrateWhenVisible(
  () => import("../components/home/about-section").then((module) => module.AboutSection),
  { id: "about" },
);
const TestimonialsSection = hydrateWhenVisible(
  () => import("../components/home/testimonials-section").then((module) => module.TestimonialsSection),
  { rootMargin: "0px" },
);
const FaqSection = hydrateWhenVisible(
  () => import("../components/home/faq-section").then((module) => module.FaqSection),
  { id: "faq" },
);
const ResourcesSection = hydrateWhenVisible(
  () => import("../components/home/resources-section").then((module) => module.ResourcesSection),
  { id: "resources", rootMargin: "0px" },
);
const ClosingCta = hydrateWhenVisible(
  () => import("../components/home/closing-cta").then((module) => module.ClosingCta),
  { rootMargin: "0px" },
);

/**
 * Runs at build time only (the page is prerendered): the guide summaries (derived from the full
 * guides) and what the first screen says arrive as data in the page, not as code in its bundle.
 */
export function loader() {
  return {
    guides: articleSummaries.slice(0, GUIDES_ON_HOME),
    meta: homeContent.meta,
    hero: homeContent.hero,
    faqPage: faqPageJsonLd(homeContent.faq.items),
  };
}

/**
 * A visit that arrives by client-side navigation has no prerendered HTML to show while the
 * sections' code loads, so it loads first (with the page's data) and the page renders whole.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const sections = [
    InsurerStrip,
    ProductsSection,
    QuoteSection,
    AboutSection,
    TestimonialsSection,
    FaqSection,
    ResourcesSection,
    ClosingCta,
  ];
  const [data] = await Promise.all([
    serverLoader(),
    preloadPageShell(),
    ...sections.map((section) => section.preload()),
  ]);
  return data;
}

/** "/" and "/home" are the same screen; both name "/" as the canonical address. */
export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = loaderData.meta;
  return pageMeta({ title, description, path: "/" });
}

/** The landing page: SPEC section 2's ten sections in order (the footer is the tenth). */
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
      <FaqSection />
      <ResourcesSection guides={loaderData.guides} />
      <ClosingCta />
    </PageShell>
  );
}

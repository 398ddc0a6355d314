import { articleSummaries } from "@plummet/content/articles";
import { resourcesPage } from "@plummet/content/pages";
import { Button } from "@plummet/ui/button";
import { Container } from "@plummet/ui/container";
import { Section } from "@plummet/ui/section";
import { ArrowRight, BookOpenCheck, CalendarCheck, PoundSterling } from "lucide-react";
import { Link } from "react-router";
import { GuideCard } from "../components/editorial/guide-card";
import { ResourcesBreadcrumb } from "../components/editorial/resources-breadcrumb";
import { JsonLd } from "../components/json-ld";
import { PageShell } from "../components/layout/page-shell";
import { breadcrumbJsonLd, contentPageMeta } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/resources";

// Build time only: the page is prerendered, so the guide list arrives as route data, not as code.
export function loader() {
  const featured = articleSummaries.find((guide) => guide.featured);
  if (!featured) throw new Error("The resources hub needs one featured guide");
  return {
    page: resourcesPage,
    featured,
    others: articleSummaries.filter((guide) => guide !== featured),
    breadcrumbs: breadcrumbJsonLd([
      { name: "Home", path: paths.home },
      { name: "Insurance Resources", path: paths.resources },
    ]),
  };
}

export const meta = contentPageMeta(paths.resources);

const highlights = [
  { icon: BookOpenCheck, text: "10 free guides, no sign-up" },
  { icon: CalendarCheck, text: "Reviewed for 2025-2026" },
  { icon: PoundSterling, text: "Ways to save on every kind of cover" },
];

export default function ResourcesHub({ loaderData }: Route.ComponentProps) {
  const { page, featured, others, breadcrumbs } = loaderData;
  return (
    <PageShell variant="page">
      <JsonLd data={breadcrumbs} />
      <div className="border-b border-border bg-white py-3">
        <Container>
          <ResourcesBreadcrumb />
        </Container>
      </div>

      <header className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-16 text-white sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/20 blur-3xl sm:size-96"
        />
        <Container className="relative grid gap-6">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Guides and know-how</p>
          <h1 className="max-w-3xl font-display text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {page.title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{page.intro}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 pt-2 text-brand-50">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon aria-hidden="true" className="size-5 text-accent-300" />
                {text}
              </li>
            ))}
          </ul>
        </Container>
      </header>

      <Section title="Featured guide" className="pb-0 sm:pb-0">
        <GuideCard guide={featured} featured />
      </Section>

      <Section title="More guides">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((guide) => (
            <li key={guide.slug}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        centred
        title="Ready to compare quotes?"
        intro="Put what you have learned to work: compare quotes from 40+ UK insurers in minutes, free and with no obligation."
      >
        <div className="flex justify-center">
          <Button asChild variant="cta" size="lg">
            <Link to="/#quote-comparison">
              Get Quote
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>
    </PageShell>
  );
}

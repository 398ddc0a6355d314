import { claimsIn } from "@plummet/content/claims";
import { productCards } from "@plummet/content/product-cards";
import { productPageByPath } from "@plummet/content/products";
import type { Image, ProductPage } from "@plummet/content/schemas";
import {
  type CoverageLevel,
  coverageLevelDetails,
  coverageLevelMeanings,
  type InsuranceType,
} from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "@plummet/ui/card";
import { Checklist } from "@plummet/ui/checklist";
import { Container } from "@plummet/ui/container";
import { Section } from "@plummet/ui/section";
import { Lightbulb } from "lucide-react";
import { JsonLd } from "../components/json-ld";
import { BackLink } from "../components/layout/back-link";
import { PageShell } from "../components/layout/page-shell";
import { ClaimNotes } from "../components/trust/claim-notes";
import { DemonstrationPanelNotice } from "../components/trust/demonstration-panel-notice";
import { Island } from "../islands/island";
import { pageMeta, serviceJsonLd } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/product-page";

/** The quote form's anchor on a product page; the hero's primary button scrolls to it. */
const FORM_ANCHOR = "quote-form";

/** The nine product routes share this module; each finds its content by its path. */
function productFor(pathname: string): ProductPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = productPageByPath(path);
  if (!page) throw new Error(`No product page content for ${path}`);
  return page;
}

/**
 * Runs at build time only (every product page is prerendered): the page's content arrives as
 * data in the page, not as code in the bundle the nine pages share.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = productFor(new URL(request.url).pathname);
  const card = productCards.find((candidate) => candidate.link === page.path);
  return { page, image: card?.image, structuredData: serviceJsonLd(page), claims: claimsIn(page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return pageMeta({ title: page.meta.title, description: page.meta.description, path: page.path });
}

function ProductHero({ page, image }: { page: ProductPage; image?: Image }) {
  return (
    <section
      aria-labelledby="product-hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-32 -z-10 size-[26rem] rounded-full bg-accent-400/15 blur-3xl"
      />
      <Container
        size="wide"
        className="grid grid-cols-[minmax(0,1fr)] gap-10 py-14 sm:py-20 lg:grid-cols-[1.5fr_1fr] lg:items-center"
      >
        <div className="flex flex-col gap-6">
          <h1
            id="product-hero-heading"
            className="font-display text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {page.hero.title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-brand-100">{page.hero.description}</p>
          <DemonstrationPanelNotice />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="cta" size="lg" wrap className="text-center">
              <a href={`#${FORM_ANCHOR}`}>{page.hero.primaryCta}</a>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <a href="/call-back">Get Expert Advice</a>
            </Button>
          </div>
        </div>
        {image ? (
          <div className="hidden justify-center lg:flex">
            <div className="flex size-72 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
              <img src={`/assets/content/${image.path}`} alt="" width={220} height={160} className="w-56" />
            </div>
          </div>
        ) : null}
      </Container>
    </section>
  );
}

/** Which level of the quote form prices this cover, and what that level buys; or that it is not quoted. */
function QuotedAs({ levels, type }: { levels: readonly CoverageLevel[]; type: InsuranceType }) {
  if (levels.length === 0) {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        Not quoted on Plummet: our panel does not price this cover.
      </p>
    );
  }
  return (
    <div className="rounded-md bg-brand-50 px-3 py-2 text-sm">
      <p className="font-semibold text-brand-900">
        In the quote form, choose {levels.map((level) => coverageLevelDetails[level].label).join(" or ")}
      </p>
      <ul className="mt-1 grid gap-0.5 text-muted-foreground">
        {levels.map((level) => (
          <li key={level}>
            {coverageLevelDetails[level].label}: {coverageLevelMeanings[type][level]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CoverTypes({ page }: { page: ProductPage }) {
  const count = page.coverTypes.items.length;
  return (
    <Section title={page.coverTypes.title} size="wide">
      <ul className={`grid gap-6 md:grid-cols-2 ${count === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3"}`}>
        {page.coverTypes.items.map((item) => (
          <li key={item.title}>
            <Card className="h-full border-t-4 border-t-brand-600">
              <CardContent className="flex h-full flex-col gap-4">
                <CardTitle>{item.title}</CardTitle>
                <CardDescription className="leading-relaxed">{item.description}</CardDescription>
                <Checklist items={item.features} variant="inset" className="mt-auto" />
                <QuotedAs levels={item.quotedAs} type={page.insuranceType} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CoveredAndTips({ page }: { page: ProductPage }) {
  return (
    <Section title={page.covered.title} tone="muted" size="wide">
      <div className={`grid gap-8 lg:items-start ${page.tips ? "lg:grid-cols-[1.2fr_1fr]" : ""}`}>
        <Checklist items={page.covered.items} variant="wide" />
        {page.tips ? (
          <aside
            aria-labelledby="product-tips-heading"
            className="flex flex-col gap-4 rounded-lg border-l-4 border-accent-500 bg-white p-6 shadow-card sm:p-8"
          >
            <h3
              id="product-tips-heading"
              className="flex items-center gap-2 text-xl font-bold text-brand-900"
            >
              <Lightbulb aria-hidden="true" className="size-6 text-accent-600" />
              {page.tips.title}
            </h3>
            <ol className="grid list-decimal gap-3 pl-5 leading-relaxed marker:font-bold marker:text-brand-700">
              {page.tips.items.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ol>
          </aside>
        ) : null}
      </div>
    </Section>
  );
}

/** A product page (docs/product/screens.md): hero, cover types, what is covered, tips and the quote form. */
export default function ProductPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, image, structuredData, claims } = loaderData;
  return (
    <PageShell variant="page">
      <JsonLd data={structuredData} />
      <Container size="wide" className="py-4">
        <BackLink to="/">Back to home</BackLink>
      </Container>
      <ProductHero page={page} image={image} />
      <CoverTypes page={page} />
      <CoveredAndTips page={page} />
      <Section
        id={FORM_ANCHOR}
        title={page.formTitle ?? "Compare quotes"}
        intro="Answer five quick questions and we will show you quotes from our panel, cheapest first."
        size="default"
      >
        <Island name="quote-form" props={{ variant: "product", presetType: page.insuranceType }} />
        <p className="mt-6 text-muted-foreground">
          Five questions give a quick quote on typical answers. For prices on your own answers, every question
          insurers ask:{" "}
          <a
            href={`${paths.exactPrice}?product=${page.insuranceType}`}
            className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            get your exact price
          </a>
          .
        </p>
      </Section>
      <ClaimNotes claims={claims} />
    </PageShell>
  );
}

import { articleBySlug } from "@plummet/content/articles";
import type { Article } from "@plummet/content/schemas";
import { Button } from "@plummet/ui/button";
import { Container } from "@plummet/ui/container";
import { TableOfContents } from "@plummet/ui/table-of-contents";
import { ArrowRight } from "lucide-react";
import { preload } from "react-dom";
import { data, Link } from "react-router";
import { ContentImage } from "../components/content-image";
import { EditorialBlocks } from "../components/editorial/editorial-blocks";
import { GuideMeta } from "../components/editorial/guide-meta";
import { ResourcesBreadcrumb } from "../components/editorial/resources-breadcrumb";
import { JsonLd } from "../components/json-ld";
import { BackLink } from "../components/layout/back-link";
import { PageShell } from "../components/layout/page-shell";
import { articleJsonLd, breadcrumbJsonLd, contentAssetPath, pageMeta } from "../lib/seo";
import { articlePath, paths } from "../route-paths";
import type { Route } from "./+types/article";

/** The ten guide routes share this module; each finds its guide by the last path segment. */
function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

// Runs at build time only (every guide is prerendered), so the guides' text never ships in the
// JavaScript bundle: each page gets just its own guide as route data.
export function loader({ request }: Route.LoaderArgs) {
  const article = articleBySlug(slugOf(new URL(request.url).pathname));
  if (!article) throw data("Guide not found", { status: 404 });
  // Structured data is built here too, so its builders stay out of the browser bundle.
  return { article, structuredData: [articleJsonLd(article), breadcrumbJsonLd(crumbs(article))] };
}

function crumbs(article: Pick<Article, "slug" | "title">) {
  return [
    { name: "Home", path: paths.home },
    { name: "Insurance Resources", path: paths.resources },
    { name: article.title, path: articlePath(article.slug) },
  ];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return pageMeta({
    title: `${article.title} | Plummet`.length <= 70 ? `${article.title} | Plummet` : article.title,
    description: article.description,
    path: articlePath(article.slug),
    image: { src: contentAssetPath(article.image.path), alt: article.image.alt },
    type: "article",
  });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { article, structuredData } = loaderData;
  const hasContents = (article.tableOfContents?.length ?? 0) > 0;
  // The header image is often the largest thing on the first screen: fetch it with the HTML.
  preload(contentAssetPath(article.image.path), { as: "image", fetchPriority: "high" });

  return (
    <PageShell variant="page">
      <JsonLd data={structuredData} />
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-background pt-8 pb-10 sm:pt-10">
          <Container size="narrow" className="grid gap-6">
            <BackLink to="/resources">Back to Resources</BackLink>
            <ResourcesBreadcrumb current={article.title} />
            <GuideMeta guide={article} showUpdated />
            <h1 className="font-display text-3xl font-extrabold leading-tight tracking-tight text-brand-900 sm:text-5xl">
              {article.title}
            </h1>
            <p className="text-lg leading-relaxed text-muted-foreground sm:text-xl">{article.description}</p>
          </Container>
          <Container size="default" className="mt-8">
            <ContentImage
              image={article.image}
              width={1200}
              height={600}
              priority
              className="mx-auto aspect-[2/1] w-full max-w-4xl rounded-xl border border-border bg-brand-50 object-cover shadow-card"
            />
          </Container>
        </header>

        <Container
          size={hasContents ? "default" : "narrow"}
          className={hasContents ? "grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14" : "py-10"}
        >
          {hasContents ? (
            <aside className="lg:sticky lg:top-24 lg:self-start">
              <TableOfContents title="In this guide" items={article.tableOfContents ?? []} />
            </aside>
          ) : null}
          <div className="min-w-0">
            <EditorialBlocks blocks={article.blocks} />
            <GuideClosing cta={article.closingCta} />
          </div>
        </Container>
      </article>
    </PageShell>
  );
}

/** Every guide ends by sending the reader on to the comparison it is about. */
function GuideClosing({ cta }: { cta: Article["closingCta"] }) {
  return (
    <aside
      aria-labelledby="guide-next-step"
      className="mt-12 grid gap-4 rounded-xl bg-brand-800 p-6 text-white shadow-raised sm:p-8"
    >
      <h2 id="guide-next-step" className="text-2xl font-bold">
        Put this guide into practice
      </h2>
      <p className="text-brand-100">
        Compare quotes from our panel of 40+ UK insurers in minutes. It is free and there is no obligation to
        buy.
      </p>
      <div>
        <Button asChild variant="cta" size="lg">
          <Link to={cta.href}>
            {cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </aside>
  );
}

import { emailLinkOutcomes, linkProblemPage } from "@plummet/content/pages";
import type { OutcomePage } from "@plummet/content/schemas";
import { emailLinkPages } from "@plummet/contracts";
import { Container } from "@plummet/ui/container";
import { buttonVariants } from "@plummet/ui/variants/button";
import { CheckCircle2, Info, TriangleAlert } from "lucide-react";
import { PageShell } from "../components/layout/page-shell";
import { EmailLinkHeader } from "../features/email-links/page-header";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/email-link-outcome";

/** The outcome pages share this module; each finds its words by its path. */
function outcomeFor(pathname: string): { path: string; page: OutcomePage } {
  const path = pathname.replace(/\/+$/, "");
  const page = path === emailLinkPages.linkProblem ? linkProblemPage : emailLinkOutcomes[path];
  if (!page) throw new Error(`No outcome page content for ${path}`);
  return { path, page };
}

// Build time only (prerendered): the page's words arrive as HTML.
export function loader({ request }: Route.LoaderArgs) {
  return outcomeFor(new URL(request.url).pathname);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.page.meta, path: loaderData.path, noIndex: true });
}

const toneIcon = {
  success: <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-success sm:size-10" />,
  info: <Info aria-hidden="true" className="size-8 shrink-0 text-info sm:size-10" />,
  warning: <TriangleAlert aria-hidden="true" className="size-8 shrink-0 text-warning sm:size-10" />,
};

const toneBorder = { success: "border-success", info: "border-info", warning: "border-warning" };

/**
 * Where a form posted without JavaScript, or a link in an email, ends: what happened, what it
 * means, and where to go next. Plain reading pages.
 */
export default function EmailLinkOutcome({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const [main, ...others] = page.actions;
  return (
    <PageShell variant="page">
      <EmailLinkHeader title={page.title} icon={toneIcon[page.tone]} />
      <Container size="medium" className="grid gap-8 py-8 sm:py-12">
        <div
          className={`grid gap-4 rounded-xl border-l-4 bg-white p-5 shadow-card sm:p-8 ${toneBorder[page.tone]}`}
        >
          <p className="text-lg leading-relaxed">{page.intro}</p>
          {page.points.length > 0 ? (
            <ul className="grid list-disc gap-2 pl-5 leading-relaxed">
              {page.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {page.sections.length > 0 ? (
          <div className="grid gap-4 sm:grid-cols-3">
            {page.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="grid content-start gap-2 rounded-xl border border-border bg-white p-5 shadow-card target:border-warning"
              >
                <h2 id={`${section.id}-heading`} className="text-lg font-bold text-brand-900">
                  {section.heading}
                </h2>
                <p className="text-muted-foreground">{section.text}</p>
              </section>
            ))}
          </div>
        ) : null}
        <nav aria-label="What next" className="flex flex-wrap gap-3">
          {main ? (
            <a href={main.href} className={buttonVariants({ variant: "cta", size: "lg" })}>
              {main.label}
            </a>
          ) : null}
          {others.map((action) => (
            <a
              key={action.href}
              href={action.href}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {action.label}
            </a>
          ))}
        </nav>
      </Container>
    </PageShell>
  );
}

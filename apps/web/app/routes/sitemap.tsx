import { articleSummaries } from "@plummet/content/articles";
import { sitemapPage } from "@plummet/content/pages";
import { productPages } from "@plummet/content/products";
import { insuranceTypeLabels } from "@plummet/contracts";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { BookOpen, FileText, LayoutGrid, ShieldCheck } from "lucide-react";
import { PageHeader } from "../components/layout/page-header";
import { PageShell } from "../components/layout/page-shell";
import { TextLinkList } from "../components/text-link-list";
import { contentPageMeta } from "../lib/seo";
import { articlePath, paths } from "../route-paths";
import type { Route } from "./+types/sitemap";

/**
 * The sitemap links (docs/product/screens.md), grouped for reading, with the products and guides taken from
 * `@plummet/content` (a guide added there appears here too), and the saved-quote finder.
 */
export const sitemapGroups = [
  {
    title: "Main pages",
    icon: LayoutGrid,
    links: [
      { label: "Home", href: "/" },
      { label: "About Us", href: "/about" },
      { label: "Get a Quote", href: "/#quote-comparison" },
      { label: "Find a saved quote", href: "/quotes" },
      { label: "Contact Us", href: "/contact" },
      { label: "Ask for a call back", href: "/call-back" },
    ],
  },
  {
    title: "Insurance products",
    icon: ShieldCheck,
    links: productPages.map((product) => ({
      label: insuranceTypeLabels[product.insuranceType],
      href: product.path,
    })),
  },
  {
    title: "Guides",
    icon: BookOpen,
    links: [
      { label: "All insurance resources", href: "/resources" },
      ...articleSummaries.map((article) => ({ label: article.title, href: articlePath(article.slug) })),
    ],
  },
  {
    title: "Legal",
    icon: FileText,
    links: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
    ],
  },
];

export function loader() {
  return { page: sitemapPage };
}

export const meta = contentPageMeta(paths.sitemap);

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageShell variant="page">
      <PageHeader title={page.title} lede={page.intro} />
      <Container className="py-10 sm:py-14">
        <nav aria-label="Sitemap" className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-4">
          {sitemapGroups.map(({ title, icon: Icon, links }) => (
            <Card key={title} className="p-6">
              <h2 className="mb-4 flex items-center gap-2 text-xl font-bold text-brand-900">
                <Icon aria-hidden="true" className="size-5 text-brand-600" />
                {title}
              </h2>
              <TextLinkList links={links} className="grid gap-3" />
            </Card>
          ))}
        </nav>
      </Container>
    </PageShell>
  );
}

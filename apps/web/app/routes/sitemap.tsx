import { sitemapPage } from "@plummet/content/pages";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { TextLink } from "@plummet/ui/link";
import { FileText, LayoutGrid, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "../components/layout/back-link";
import { PageShell } from "../components/layout/page-shell";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/sitemap";

/** SPEC section 2's sitemap links, exactly, grouped for reading. */
export const sitemapGroups = [
  {
    title: "Main pages",
    icon: LayoutGrid,
    links: [
      { label: "Home", href: "/" },
      { label: "About Us", href: "/#about" },
      { label: "Get a Quote", href: "/#quote-comparison" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
  {
    title: "Insurance products",
    icon: ShieldCheck,
    links: [
      { label: "Car Insurance", href: "/car-insurance" },
      { label: "Van Insurance", href: "/van-insurance" },
      { label: "Bike Insurance", href: "/bike-insurance" },
      { label: "Home Insurance", href: "/home-insurance" },
      { label: "Travel Insurance", href: "/travel-insurance" },
      { label: "Pet Insurance", href: "/pet-insurance" },
      { label: "Breakdown Cover", href: "/breakdown-cover" },
      { label: "Life Insurance", href: "/life-insurance" },
      { label: "Private Medical Insurance", href: "/private-medical-insurance" },
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
] as const;

export function loader() {
  return { page: sitemapPage };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.page.meta, path: "/sitemap" });
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageShell variant="page">
      <header className="border-b border-border bg-gradient-to-b from-brand-50 to-background py-10 sm:py-14">
        <Container className="grid gap-5">
          <BackLink to="/">Back to home</BackLink>
          <h1 className="font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{page.intro}</p>
        </Container>
      </header>
      <Container className="py-10 sm:py-14">
        <nav aria-label="Sitemap" className="grid gap-6 md:grid-cols-3">
          {sitemapGroups.map(({ title, icon: Icon, links }) => (
            <Card key={title} className="p-6">
              <h2 className="mb-4 flex items-center gap-2 text-xl font-bold text-brand-900">
                <Icon aria-hidden="true" className="size-5 text-brand-600" />
                {title}
              </h2>
              <ul className="grid gap-3">
                {links.map((link) => (
                  <li key={link.href}>
                    <TextLink asChild>
                      <Link to={link.href}>{link.label}</Link>
                    </TextLink>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </nav>
      </Container>
    </PageShell>
  );
}

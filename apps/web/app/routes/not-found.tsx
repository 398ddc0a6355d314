import { Button } from "@plummet/ui/button";
import { Container } from "@plummet/ui/container";
import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { PageShell } from "../components/layout/page-shell";
import { TextLinkList } from "../components/text-link-list";
import { pageMeta } from "../lib/seo";
import { paths } from "../route-paths";

export function meta() {
  return pageMeta({
    title: "Page not found | Plummet",
    description:
      "Sorry, we could not find that page. Compare insurance quotes from 40+ UK providers or read our free guides instead.",
    path: paths.notFound,
    noIndex: true,
  });
}

const suggestions = [
  { label: "Compare insurance quotes", href: "/#quote-comparison" },
  { label: "Car insurance", href: "/car-insurance" },
  { label: "Home insurance", href: "/home-insurance" },
  { label: "Insurance guides", href: "/resources" },
  { label: "Contact us", href: "/contact" },
];

/** Every unknown path; the static server answers it with status 404. */
export default function NotFound() {
  return (
    <PageShell variant="page">
      <Container
        size="narrow"
        className="flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center"
      >
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        >
          <SearchX className="size-10" />
        </span>
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">404 Page Not Found</h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          The page you were looking for has moved or never existed. Let's get you back on track.
        </p>
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
        <nav aria-labelledby="not-found-suggestions" className="mt-6 grid gap-3">
          <h2 id="not-found-suggestions" className="text-base font-semibold text-foreground">
            Or try one of these
          </h2>
          <TextLinkList links={suggestions} className="flex flex-wrap justify-center gap-x-6 gap-y-2" />
        </nav>
      </Container>
    </PageShell>
  );
}

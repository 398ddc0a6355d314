import { Container } from "@plummet/ui/container";
import { BackLink } from "../components/layout/back-link";
import { PageShell } from "../components/layout/page-shell";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";
import { paths } from "../route-paths";

export function meta() {
  return pageMeta({
    title: "Get your exact price | Plummet",
    description: "Answer the questions insurers price on, check your answers, and get prices for you.",
    path: paths.exactPrice,
    noIndex: true,
  });
}

/** "Get your exact price": the full quote, one step a page, for the product in `?product=`. */
export default function ExactPrice() {
  return (
    <PageShell variant="page">
      <header className="border-b border-border bg-gradient-to-b from-brand-50 to-background py-8 sm:py-12">
        <Container className="grid gap-4">
          <BackLink to="/">Back to home</BackLink>
          <h1 className="font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Get your exact price
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">
            A quick quote assumes typical answers. Tell us what insurers ask, a few questions a page, and we
            price you, not an assumption. What you type is kept in this browser until you ask for prices.
          </p>
        </Container>
      </header>
      <Container className="py-8 sm:py-12">
        <Island name="full-quote" props={{}} />
      </Container>
    </PageShell>
  );
}

import { Container } from "@plummet/ui/container";
import { PageHeader } from "../components/layout/page-header";
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
      <PageHeader
        title="Get your exact price"
        spacing="form"
        lede="A quick quote assumes typical answers. Tell us what insurers ask, a few questions a page, and we price you, not an assumption. What you type is kept in this browser until you ask for prices."
      />
      <Container className="py-8 sm:py-12">
        <Island name="full-quote" props={{}} />
      </Container>
    </PageShell>
  );
}

import { dataRetention } from "@plummet/contracts";
import { Container } from "@plummet/ui/container";
import { PageHeader } from "../components/layout/page-header";
import { PageShell } from "../components/layout/page-shell";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";
import { paths } from "../route-paths";

export function meta() {
  return pageMeta({
    title: "Find a saved quote | Plummet",
    description: "Type the reference from your quote email to see your saved quotes again.",
    path: paths.findQuote,
    noIndex: true,
  });
}

/**
 * Find a saved quote by its reference, typed in any case and spacing: prerendered HTML whose form
 * is an island (React Router does not hydrate this page).
 */
export default function FindQuote() {
  return (
    <PageShell variant="page">
      <PageHeader
        title="Find a saved quote"
        spacing="lead"
        lede={
          <>
            Every quote set is saved for {dataRetention.quoteValidityDays} days under a reference that starts
            with PLM. You will find it in the email we sent you and under each quote.
          </>
        }
      />
      <Container className="py-10 sm:py-14">
        <Island name="find-quote" props={{}} />
      </Container>
    </PageShell>
  );
}

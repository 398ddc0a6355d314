import { Container } from "@plummet/ui/container";
import { PageHeader } from "../components/layout/page-header";
import { PageShell } from "../components/layout/page-shell";
import { DemonstrationPanelNotice } from "../components/trust/demonstration-panel-notice";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";
import { paths } from "../route-paths";

export function meta() {
  return pageMeta({
    title: "Continue to the insurer | Plummet",
    description: "The quote you chose, its price held under its reference, and what happens next.",
    path: paths.continue,
    noIndex: true,
  });
}

/** Where "Continue to <insurer>" leads for the built-in panel's fictional insurers. */
export default function Continue() {
  return (
    <PageShell variant="page">
      <PageHeader title="Continue to the insurer" spacing="tight" titleSize="medium">
        <DemonstrationPanelNotice />
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <noscript>
          <p className="max-w-2xl rounded-xl border border-border bg-white p-5 text-lg">
            The quote you chose is shown with JavaScript, which is turned off in this browser.
          </p>
        </noscript>
        <Island name="continue" props={{}} />
      </Container>
    </PageShell>
  );
}

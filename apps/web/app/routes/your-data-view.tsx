import { emailLinkPages } from "@plummet/contracts";
import { Container } from "@plummet/ui/container";
import { PageShell } from "../components/layout/page-shell";
import {
  coverageLabels,
  inquiryTypeLabels,
  productLabels,
  tokenPattern,
} from "../features/email-links/build-props";
import { EmailLinkHeader } from "../features/email-links/page-header";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "What we hold for your address | Plummet",
    description:
      "Everything Plummet holds for your email address: quote sets, messages, reminders and consents. Download it or delete it.",
    path: emailLinkPages.yourDataView,
    noIndex: true,
  });
}

/** What we hold for an address: from the emailed link (`?token=…`), then `?session=…`. */
// Prerendered; the site's server fills the link's token or session into the forms without JavaScript.
export default function YourDataView() {
  return (
    <PageShell variant="page">
      <EmailLinkHeader title="Your data">
        <p>Everything we hold for your email address, to download or delete.</p>
      </EmailLinkHeader>
      <Container className="py-8 sm:py-12">
        <Island
          name="your-data-view"
          props={{
            tokenPattern,
            productLabels,
            coverageLabels,
            inquiryLabels: inquiryTypeLabels,
            deletedPath: emailLinkPages.yourDataDeleted,
          }}
        />
      </Container>
    </PageShell>
  );
}

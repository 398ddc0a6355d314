import { emailLinkPages, yourDataLimits, yourDataMessages } from "@plummet/contracts";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { TextLink } from "@plummet/ui/link";
import { PageShell } from "../components/layout/page-shell";
import { AsideCard, EmailLinkHeader } from "../features/email-links/page-header";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Your data: see it, download it, delete it | Plummet",
    description:
      "See everything we hold for your email address, download it, or delete it, without an account: we email you a link.",
    path: emailLinkPages.yourData,
    noIndex: true,
  });
}

/** Access and erasure without an account (UK GDPR Articles 15 and 17): a link by email. */
// Prerendered HTML with one island, the form, which also works without JavaScript (decision 015).
export default function YourData() {
  return (
    <PageShell variant="page">
      <EmailLinkHeader title="Your data">
        <p>
          See everything we hold for your email address, download a copy, or delete all of it. There is no
          account to sign in to: we email a link to the address, so only its owner can open it.
        </p>
      </EmailLinkHeader>
      <Container className="grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <Card className="min-w-0 gap-5 self-start p-5 sm:p-8">
          <h2 className="text-xl font-bold text-brand-900">Ask for a link</h2>
          <Island
            name="your-data-request"
            props={{ messages: { email: yourDataMessages.email, requested: yourDataMessages.requested } }}
          />
        </Card>
        <div className="grid content-start gap-6">
          <AsideCard title="Your rights">
            <p>
              UK GDPR gives you the right to a copy of your personal data (Article 15) and to have it deleted
              (Article 17). This page does both, free, at once. The one exception: a complaint you sent us is
              kept for three years, as the Financial Conduct Authority's rules require.
            </p>
            <p>
              For anything else, such as correcting your data, see our{" "}
              <TextLink href="/privacy-policy#your-rights">privacy policy</TextLink> or{" "}
              <TextLink href="/contact">contact us</TextLink>.
            </p>
          </AsideCard>
          <AsideCard title="How the link works">
            <p>
              It works once, for {yourDataLimits.linkMinutes} minutes, and only opens the data held for the
              address it was sent to. Opening it lists your quote sets, messages, reminders and consents, with
              Download and Delete buttons.
            </p>
            <p>
              We show the same answer whether or not we hold anything for the address, so this page cannot
              tell anyone else whether you use Plummet. You can ask {yourDataLimits.linksPerAddressPerHour}{" "}
              times an hour.
            </p>
          </AsideCard>
        </div>
      </Container>
    </PageShell>
  );
}

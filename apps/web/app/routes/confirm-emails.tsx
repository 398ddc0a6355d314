import { emailLinkPages } from "@plummet/contracts";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { PageShell } from "../components/layout/page-shell";
import { tokenPattern } from "../features/email-links/build-props";
import { AsideCard, EmailLinkHeader } from "../features/email-links/page-header";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Confirm our emails | Plummet",
    description: "Confirm you want Plummet's emails again after unsubscribing, in one click.",
    path: emailLinkPages.confirmEmails,
    noIndex: true,
  });
}

/**
 * One button that confirms a new marketing opt-in for an address that had unsubscribed (or whose
 * mail was refused): opening the page changes nothing.
 */
// Prerendered; the site's server fills the email's token into the form without JavaScript.
export default function ConfirmEmails() {
  return (
    <PageShell variant="page">
      <EmailLinkHeader title="Confirm our emails">
        <p>Press the button if you want our emails at this address again.</p>
      </EmailLinkHeader>
      <Container className="grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <Card className="min-w-0 gap-5 self-start p-5 sm:p-8">
          <h2 className="text-xl font-bold text-brand-900">What confirming does</h2>
          <ul className="grid list-disc gap-2 pl-5">
            <li>Agrees to news and offers, as the box you ticked on our quote form asked.</li>
            <li>Lets our emails, such as copies of your quotes, reach this address again.</li>
            <li>You can unsubscribe again at any time, from the link in any email.</li>
          </ul>
          <Island name="confirm-emails" props={{ tokenPattern }} />
        </Card>
        <div className="grid content-start gap-6">
          <AsideCard title="Nothing happens until you press it">
            <p>
              Opening this page changes nothing. If you did not ask for our emails, close it: you stay
              unsubscribed.
            </p>
          </AsideCard>
        </div>
      </Container>
    </PageShell>
  );
}

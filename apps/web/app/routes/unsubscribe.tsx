import { emailLinkPages } from "@plummet/contracts";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { TextLink } from "@plummet/ui/link";
import { PageShell } from "../components/layout/page-shell";
import { tokenPattern } from "../features/email-links/build-props";
import { AsideCard, EmailLinkHeader } from "../features/email-links/page-header";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Unsubscribe | Plummet",
    description:
      "Stop every email to your address in one click: news and offers, renewal reminders and copies of quotes. A link to your data still comes if you ask for one.",
    path: emailLinkPages.unsubscribe,
    noIndex: true,
  });
}

/** One button that unsubscribes the address the email's link names; opening the page changes nothing. */
// Prerendered; the site's server fills the email's token into the form without JavaScript.
export default function Unsubscribe() {
  return (
    <PageShell variant="page">
      <EmailLinkHeader title="Unsubscribe">
        <p>From the Unsubscribe link in any of our emails, one button stops every email to your address.</p>
      </EmailLinkHeader>
      <Container className="grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <Card className="min-w-0 gap-5 self-start p-5 sm:p-8">
          <h2 className="text-xl font-bold text-brand-900">What unsubscribing does</h2>
          <ul className="grid list-disc gap-2 pl-5">
            <li>Withdraws your consent to news and offers, for every quote you gave it with.</li>
            <li>Cancels any renewal reminder waiting to be sent, and deletes the answers kept for it.</li>
            <li>
              Stops every other email too, such as copies of quotes: only a link to your data comes if you ask
              for one.
            </li>
          </ul>
          <Island name="unsubscribe" props={{ tokenPattern }} />
        </Card>
        <div className="grid content-start gap-6">
          <AsideCard title="Nothing happens until you press it">
            <p>
              Opening this page changes nothing, so a link checked by your email program cannot unsubscribe
              you by mistake. Pressing the button again later does no harm.
            </p>
          </AsideCard>
          <AsideCard title="Want everything deleted?">
            <p>
              Unsubscribing keeps your saved quotes. To see or delete all we hold for your address, use{" "}
              <TextLink href={emailLinkPages.yourData}>your data</TextLink>.
            </p>
          </AsideCard>
        </div>
      </Container>
    </PageShell>
  );
}

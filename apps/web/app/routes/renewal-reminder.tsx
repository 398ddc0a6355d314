import { dataRetention, emailLinkPages } from "@plummet/contracts";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { TextLink } from "@plummet/ui/link";
import { PageShell } from "../components/layout/page-shell";
import { reminderRules } from "../features/email-links/build-props";
import { AsideCard, EmailLinkHeader } from "../features/email-links/page-header";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Remind me before my renewal | Plummet",
    description:
      "Give the date your policy renews and we will email you once, before it, with new prices for the same answers.",
    path: emailLinkPages.renewalReminder,
    noIndex: true,
  });
}

/** "Remind me before my renewal", from the quote email's link (`?reference=PLM-…`). */
// Prerendered HTML with one island, the form, which also works without JavaScript (decision 015).
export default function RenewalReminder() {
  const { leadDays, horizonMonths } = reminderRules;
  return (
    <PageShell variant="page">
      <EmailLinkHeader title="Remind me before my renewal">
        <p>
          Tell us when your current policy renews. We will email you once, {leadDays} days before, with new
          prices for the answers you gave with your quotes, so you can compare before your insurer renews you
          automatically.
        </p>
      </EmailLinkHeader>
      <Container className="grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <Card className="min-w-0 self-start p-5 sm:p-8">
          <Island name="renewal-reminder" props={{ rules: reminderRules }} />
        </Card>
        <div className="grid content-start gap-6">
          <AsideCard title={`Why ${leadDays} days before?`}>
            <p>
              Cover bought 21 to 28 days before a car policy renews, or 23 to 25 days before a home policy, is
              usually cheapest: insurers tend to charge more as the date gets close. {leadDays} days sits in
              both windows.
            </p>
            <p>If your renewal is sooner than that, we send the reminder straight away.</p>
          </AsideCard>
          <AsideCard title="What we keep, and for how long">
            <p>
              To price your quotes again we keep the answers you gave (the insurance, cover level, age,
              postcode and any extra answers) and your email address, only until the reminder is sent or you
              cancel it. Then they are deleted.
            </p>
            <p>
              The reminder is not marketing and needs its own tick. Every email has a link to cancel it, or
              change the date, in one click. Renewal dates can be up to {horizonMonths} months ahead.
            </p>
            <p>
              The reference is on your quote email. Quotes are kept for {dataRetention.quoteValidityDays}{" "}
              days; for older ones, <TextLink href="/#quote-comparison">get new quotes</TextLink> first.
            </p>
          </AsideCard>
        </div>
      </Container>
    </PageShell>
  );
}

import { emailLinkPages } from "@plummet/contracts";
import { Container } from "@plummet/ui/container";
import { PageShell } from "../components/layout/page-shell";
import {
  coverageLabels,
  productLabels,
  reminderRules,
  tokenPattern,
} from "../features/email-links/build-props";
import { EmailLinkHeader } from "../features/email-links/page-header";
import { Island } from "../islands/island";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Your renewal reminder | Plummet",
    description:
      "See when your renewal reminder will be sent, change the renewal date, or cancel the reminder in one click.",
    path: emailLinkPages.manageReminder,
    noIndex: true,
  });
}

/** A reminder's own page, from the link in its confirmation email (`?token=…`). */
// Prerendered; the site's server fills the email's token into the forms without JavaScript.
export default function ManageReminder() {
  return (
    <PageShell variant="page">
      <EmailLinkHeader title="Your renewal reminder">
        <p>
          We send one email, {reminderRules.leadDays} days before your policy renews, with new prices for the
          same answers. Change the date or cancel it here.
        </p>
      </EmailLinkHeader>
      <Container className="py-8 sm:py-12">
        <Island
          name="manage-reminder"
          props={{ tokenPattern, rules: reminderRules, productLabels, coverageLabels }}
        />
      </Container>
    </PageShell>
  );
}

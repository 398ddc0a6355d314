import { callBackPage } from "@plummet/content/pages";
import { site } from "@plummet/content/site";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { TextLink } from "@plummet/ui/link";
import { PageHeader } from "../components/layout/page-header";
import { PageShell } from "../components/layout/page-shell";
import { Island } from "../islands/island";
import { company } from "../lib/firm";
import { contentPageMeta } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/call-back";

// Build time only (prerendered): the page's words arrive as route data.
export function loader() {
  return { page: callBackPage, demonstration: !company.authorised };
}

export const meta = contentPageMeta(paths.callBack);

/** "Get Expert Call Back" and "Get Expert Advice" lead here: a request to be called back. */
export default function CallBack({ loaderData }: Route.ComponentProps) {
  const { page, demonstration } = loaderData;
  return (
    <PageShell variant="page">
      <PageHeader title={page.title} lede={page.intro}>
        {demonstration ? (
          <p
            role="note"
            className="max-w-2xl rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm"
          >
            <strong>A demonstration.</strong> {company.fcaStatement}
          </p>
        ) : null}
      </PageHeader>
      <Container className="py-10 sm:py-14">
        <Card className="max-w-2xl p-6 sm:p-8">
          <h2 id="call-back-form-heading" className="text-2xl font-bold text-brand-900">
            Your details
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">Fields are required unless marked optional.</p>
          <Island name="call-back-form" props={{ demonstration }} />
        </Card>
        <p className="mt-6 max-w-2xl text-sm text-muted-foreground">
          Would you rather write? <TextLink href="/contact">Send us a message</TextLink> or email{" "}
          <TextLink href={`mailto:${site.contact.supportEmail}`}>{site.contact.supportEmail}</TextLink>.
        </p>
      </Container>
    </PageShell>
  );
}

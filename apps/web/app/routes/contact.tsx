import { contactPage } from "@plummet/content/pages";
import { site } from "@plummet/content/site";
import { Button } from "@plummet/ui/button";
import { Card } from "@plummet/ui/card";
import { Container } from "@plummet/ui/container";
import { TextLink } from "@plummet/ui/link";
import { Building2, Clock, Mail, MessageSquareWarning, Phone, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { PageHeader } from "../components/layout/page-header";
import { PageShell } from "../components/layout/page-shell";
import { Island } from "../islands/island";
import { company } from "../lib/firm";
import { contentPageMeta } from "../lib/seo";
import { paths } from "../route-paths";
import type { Route } from "./+types/contact";

// Build time only (prerendered): the page's words arrive as route data.
export function loader() {
  return { page: contactPage };
}

export const meta = contentPageMeta(paths.contact);

const FINANCIAL_OMBUDSMAN_URL = "https://www.financial-ombudsman.org.uk/";

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageShell variant="page">
      <PageHeader title={page.title} lede={page.intro}>
        <ul className="flex flex-wrap gap-3" aria-label="Email shortcuts">
          <li>
            <MailShortcut href={`mailto:${site.contact.supportEmail}?subject=Help%20with%20my%20quote`}>
              Email customer support
            </MailShortcut>
          </li>
          <li>
            <MailShortcut href={`mailto:${site.contact.complaintsEmail}?subject=Complaint`}>
              Email a complaint
            </MailShortcut>
          </li>
        </ul>
      </PageHeader>

      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <section aria-labelledby="contact-form-heading" className="min-w-0">
          <Card className="p-6 sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-muted-foreground">Fields are required unless marked optional.</p>
            <Island name="contact-form" props={{}} />
          </Card>
        </section>

        <div className="grid content-start gap-6">
          <InfoCard icon={Phone} title="Talk to us">
            {company.phoneHref ? (
              <>
                <p>
                  <TextLink href={company.phoneHref} className="text-lg">
                    <span className="font-semibold">{company.phone}</span>
                  </TextLink>
                </p>
                <p className="text-sm text-muted-foreground">Free from UK landlines and mobiles.</p>
              </>
            ) : (
              <p>
                Our phone lines are not open: this is a demonstration.{" "}
                <TextLink href="/call-back">Ask for a call back</TextLink> and we will keep your request as a
                real service would.
              </p>
            )}
            <dl className="mt-1 grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-semibold">Support:</dt>
                <dd>
                  <TextLink href={`mailto:${site.contact.supportEmail}`}>
                    {site.contact.supportEmail}
                  </TextLink>
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-semibold">General:</dt>
                <dd>
                  <TextLink href={`mailto:${site.contact.generalEmail}`}>
                    {site.contact.generalEmail}
                  </TextLink>
                </dd>
              </div>
            </dl>
          </InfoCard>

          <InfoCard icon={Clock} title="Opening hours">
            <dl className="grid gap-2">
              {site.openingHours.map((slot) => (
                <div
                  key={slot.days}
                  className="flex justify-between gap-4 border-b border-border pb-2 last:border-0"
                >
                  <dt>{slot.days}</dt>
                  <dd className="font-semibold">{slot.hours}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>

          <InfoCard icon={MessageSquareWarning} title="Making a complaint">
            <p>
              Email{" "}
              <TextLink href={`mailto:${site.contact.complaintsEmail}`}>
                {site.contact.complaintsEmail}
              </TextLink>{" "}
              or choose &ldquo;Make a complaint&rdquo; in the form. We will acknowledge it promptly and send
              our final response within 8 weeks.
            </p>
            <p>
              If you are unhappy with our answer, or 8 weeks have passed, you can ask the{" "}
              <TextLink href={FINANCIAL_OMBUDSMAN_URL} rel="noopener">
                Financial Ombudsman Service
              </TextLink>{" "}
              to look at it, free of charge, within 6 months of our final response.
            </p>
          </InfoCard>

          <InfoCard icon={Building2} title="Company details">
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="font-semibold">Registered name</dt>
                <dd>{company.legalName}</dd>
              </div>
              <div>
                <dt className="font-semibold">Company number</dt>
                <dd>{company.companyNumber}</dd>
              </div>
              <div>
                <dt className="font-semibold">Registered office</dt>
                <dd>{company.registeredOffice}</dd>
              </div>
              <div>
                <dt className="font-semibold">FCA firm reference number</dt>
                <dd>{company.fcaFirmReference}</dd>
              </div>
            </dl>
          </InfoCard>

          <InfoCard icon={ShieldCheck} title="Regulation">
            <p className="text-sm">{company.fcaStatement}</p>
            <p className="text-sm text-muted-foreground">{company.howWeArePaid}</p>
          </InfoCard>
        </div>
      </Container>
    </PageShell>
  );
}

function MailShortcut({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline">
      <a href={href}>
        <Mail aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-3 p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

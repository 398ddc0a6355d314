import { formatMoney } from "@plummet/contracts/money";
/**
 * The parts every email shares: formats, the branded frame and the unsubscribe footer, as React
 * Email components. Each email is one file giving both renderings: a component for the HTML (React
 * escapes what it interpolates) and its plain-text lines beside it, sharing the same sentences.
 */
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Money in emails: the one formatter the site and the API share (`@plummet/contracts/money`). */
export const pounds = { format: (amount: number) => formatMoney(amount) };
export const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
/** A YYYY-MM-DD calendar date, written out ("27 March 2027"). */
export const calendarDate = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
export const dateAndTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** Where an email's own links go: the website, and this address's unsubscribe page. */
export interface EmailLinks {
  siteUrl: string;
  /** The website's page with one Unsubscribe button, for this address. */
  unsubscribePage: string;
}

export const siteLink = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

const BRAND = "#4a1d6b";
export const muted = "#5b5068";

/** A paragraph; React Email's `Text` with the body's size, so only the margin differs per use. */
export function P({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return <Text style={{ margin: "0 0 12px", fontSize: "16px", lineHeight: 1.5, ...style }}>{children}</Text>;
}

export function ButtonLink({ href, children }: { href: string; children: string }) {
  return (
    <P style={{ margin: "0 0 16px" }}>
      <Button
        href={href}
        style={{
          display: "inline-block",
          background: BRAND,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "8px",
          textDecoration: "none",
          fontWeight: "bold",
        }}
      >
        {children}
      </Button>
    </P>
  );
}

/** A link; a long address as its label wraps (anywhere) rather than widen a phone's screen. */
export function TextLink({ href, children }: { href: string; children?: string }) {
  return (
    <Link href={href} style={{ color: BRAND, overflowWrap: "anywhere", wordBreak: "break-word" }}>
      {children ?? href}
    </Link>
  );
}

/** The line every email with a button carries under it, for a reader whose client hides buttons. */
export const OpenLink = ({ href }: { href: string }) => (
  <P>
    Or open this link: <TextLink href={href} />
  </P>
);

const UNSUBSCRIBE_TEXT =
  "Unsubscribe: no marketing emails and no renewal reminders to this address. Emails you ask for, such as a copy of your quotes, still come.";

/** React Email's doctype (what its own `render` writes before the markup). */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An email in Plummet's frame: the body (text and HTML saying the same; no images, so it reads the
 * same with images off), then the footer every email carries: why it came, how we use details, and
 * how to unsubscribe.
 */
export function framedEmail(
  subject: string,
  body: { text: string[]; html: ReactNode },
  links: EmailLinks,
  footnote?: string,
): RenderedEmail {
  const privacy = siteLink(links.siteUrl, "/privacy-policy");
  const text = [
    "Plummet",
    "",
    ...body.text,
    "",
    ...(footnote ? [footnote] : []),
    `How we use your details: ${privacy}`,
    `${UNSUBSCRIBE_TEXT} ${links.unsubscribePage}`,
  ].join("\n");
  const html = `${DOCTYPE}${renderToStaticMarkup(
    <Html lang="en-GB">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Body
        style={{
          margin: 0,
          padding: 0,
          background: "#f7f5fa",
          fontFamily: "Arial,Helvetica,sans-serif",
          color: "#1f1530",
          lineHeight: 1.5,
        }}
      >
        <Container style={{ maxWidth: "600px", margin: "0 auto", padding: "24px 16px" }}>
          <P style={{ margin: "0 0 16px", fontSize: "24px", fontWeight: "bold", color: BRAND }}>Plummet</P>
          <Section style={{ background: "#ffffff", borderRadius: "12px", padding: "24px" }}>
            {body.html}
          </Section>
          <P style={{ margin: "16px 0 0", fontSize: "13px", color: muted }}>
            {footnote ? `${footnote} ` : ""}
            <TextLink href={privacy}>How we use your details</TextLink>
            {". "}
            <TextLink href={links.unsubscribePage}>Unsubscribe</TextLink>: no marketing emails and no renewal
            reminders to this address; emails you ask for, such as a copy of your quotes, still come.
          </P>
        </Container>
      </Body>
    </Html>,
  )}`;
  return { subject, text, html };
}

/**
 * An email whose point is one link: the paragraphs before its button, the button (and the address
 * spelled out, for mail apps that hide buttons), then the paragraphs after. Text and HTML say the
 * same.
 */
export function linkEmail(
  subject: string,
  email: { before: string[]; action: string; page: string; after: string[] },
  links: EmailLinks,
): RenderedEmail {
  return framedEmail(
    subject,
    {
      text: [
        ...email.before.flatMap((paragraph) => [paragraph, ""]),
        `${email.action}: ${email.page}`,
        ...email.after.flatMap((paragraph) => ["", paragraph]),
      ],
      html: (
        <>
          {email.before.map((paragraph) => (
            <P key={paragraph}>{paragraph}</P>
          ))}
          <ButtonLink href={email.page}>{email.action}</ButtonLink>
          <OpenLink href={email.page} />
          {email.after.map((paragraph) => (
            <P key={paragraph}>{paragraph}</P>
          ))}
        </>
      ),
    },
    links,
  );
}

import { formatMoney } from "@plummet/contracts/money";

/** The parts every email shares: formats, escaping, the branded frame and the unsubscribe footer. */

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

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Where an email's own links go: the website, and this address's unsubscribe page. */
export interface EmailLinks {
  siteUrl: string;
  /** The website's page with one Unsubscribe button, for this address. */
  unsubscribePage: string;
}

export const siteLink = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

const BRAND = "#4a1d6b";
export const buttonHtml = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
/** A link; a long address as its label wraps (anywhere) rather than widen a phone's screen. */
export const linkHtml = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:${BRAND};overflow-wrap:anywhere;word-break:break-word">${escapeHtml(label)}</a>`;
export const paragraphHtml = (html: string) => `<p style="margin:0 0 12px">${html}</p>`;

/**
 * An email in Plummet's frame: the body (text and HTML saying the same; no images, so it reads the
 * same with images off), then the footer every email carries: why it came, how we use details, and
 * how to unsubscribe.
 */
export function framedEmail(
  subject: string,
  body: { text: string[]; html: string },
  links: EmailLinks,
  footnote?: string,
): RenderedEmail {
  const privacy = siteLink(links.siteUrl, "/privacy-policy");
  const unsubscribe =
    "Unsubscribe: no marketing emails and no renewal reminders to this address. Emails you ask for, such as a copy of your quotes, still come.";
  const text = [
    "Plummet",
    "",
    ...body.text,
    "",
    ...(footnote ? [footnote] : []),
    `How we use your details: ${privacy}`,
    `${unsubscribe} ${links.unsubscribePage}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f5fa;font-family:Arial,Helvetica,sans-serif;color:#1f1530;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:24px;font-weight:bold;color:${BRAND}">Plummet</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
${body.html}
</div>
<p style="margin:16px 0 0;font-size:13px;color:#5b5068">${footnote ? `${escapeHtml(footnote)} ` : ""}${linkHtml(privacy, "How we use your details")}. ${linkHtml(links.unsubscribePage, "Unsubscribe")}: no marketing emails and no renewal reminders to this address; emails you ask for, such as a copy of your quotes, still come.</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}

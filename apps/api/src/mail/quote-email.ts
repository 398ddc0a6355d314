import { coverageLevelDetails, emailLinkPages, insuranceTypeLabels } from "@plummet/contracts";
import type { QuoteSet } from "../db/quote-store";
import {
  buttonHtml,
  type EmailLinks,
  escapeHtml,
  framedEmail,
  linkHtml,
  longDate,
  paragraphHtml,
  pounds,
  type RenderedEmail,
  siteLink,
} from "./email-layout";

const PANEL_NOTE =
  "Prices are from a panel of insurers, not the whole market, and are listed cheapest first. The insurer confirms the price and cover before you buy.";

/** The three cheapest quotes as a table (HTML) and as lines (text). */
export function cheapestQuotes(set: QuoteSet): { text: string[]; html: string } {
  const cheapest = set.quotes.slice(0, 3);
  if (cheapest.length === 0) return { text: [], html: "" };
  const cell = 'style="padding:8px 12px;border-bottom:1px solid #e5e0ec;text-align:left"';
  return {
    text: cheapest.map(
      (quote, index) =>
        `${index + 1}. ${quote.provider}, ${quote.productName}: ${pounds.format(quote.annualPrice)} a year or ${pounds.format(quote.monthlyPrice)} a month, excess ${pounds.format(quote.excess)}`,
    ),
    html: `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px">
<tr><th ${cell}>Insurer</th><th ${cell}>A year</th><th ${cell}>A month</th><th ${cell}>Excess</th></tr>
${cheapest
  .map(
    (quote) =>
      `<tr><td ${cell}>${escapeHtml(quote.provider)}<br><span style="color:#5b5068;font-size:13px">${escapeHtml(quote.productName)}</span></td><td ${cell}>${pounds.format(quote.annualPrice)}</td><td ${cell}>${pounds.format(quote.monthlyPrice)}</td><td ${cell}>${pounds.format(quote.excess)}</td></tr>`,
  )
  .join("\n")}
</table>`,
  };
}

/**
 * The email a visitor gets when a quote set is made: why they got it, the reference, the three
 * cheapest quotes, the link back to them and when they expire, and an offer of a renewal reminder.
 * Transactional only: no marketing, whatever the visitor chose.
 */
export function quoteSetEmail(set: QuoteSet, links: EmailLinks): RenderedEmail {
  const product = insuranceTypeLabels[set.insuranceType];
  const level = coverageLevelDetails[set.coverageAmount].label;
  const link = siteLink(links.siteUrl, `/quotes/${set.reference}`);
  const remind = siteLink(links.siteUrl, `${emailLinkPages.renewalReminder}?reference=${set.reference}`);
  const expires = longDate.format(set.expiresAt);
  const count = set.quotes.length;
  const cheapest = cheapestQuotes(set);
  const shown = Math.min(count, 3);
  const subject =
    count > 0
      ? `Your ${product} quotes from ${pounds.format(set.quotes[0]!.annualPrice)} a year (${set.reference})`
      : `Your ${product} quote request (${set.reference})`;
  const why =
    "You are getting this email because you asked for insurance quotes on Plummet with this email address.";
  const summary =
    count > 0
      ? `We found ${count} ${count === 1 ? "quote" : "quotes"} for ${product} (${level}). The cheapest ${shown === 1 ? "is" : `${shown} are`}:`
      : `No insurer on our panel could quote for ${product} (${level}) with the answers you gave.`;
  const reminder =
    "Remind me before my renewal: tell us when your current policy renews and we'll email you once, 24 days before, with new prices for the same answers.";

  return framedEmail(
    subject,
    {
      text: [
        why,
        "",
        `Your reference: ${set.reference}`,
        "",
        summary,
        ...cheapest.text,
        "",
        `See all your quotes, compare them and choose one: ${link}`,
        `These prices are saved until ${expires}. After that, ask for new quotes.`,
        "",
        `${reminder} ${remind}`,
      ],
      html: [
        paragraphHtml(escapeHtml(why)),
        `<p style="margin:0 0 16px">Your reference: <strong>${escapeHtml(set.reference)}</strong></p>`,
        `<p style="margin:0 0 8px">${escapeHtml(summary)}</p>`,
        cheapest.html,
        buttonHtml(link, "See all your quotes"),
        paragraphHtml(`Or open this link: ${linkHtml(link, link)}`),
        paragraphHtml(
          `These prices are saved until <strong>${escapeHtml(expires)}</strong>. After that, ask for new quotes.`,
        ),
        `<p style="margin:16px 0 0">${linkHtml(remind, "Remind me before my renewal")}: tell us when your current policy renews and we'll email you once, 24 days before, with new prices for the same answers.</p>`,
      ].join("\n"),
    },
    links,
    PANEL_NOTE,
  );
}

import { coverageLevelDetails, insuranceTypeLabels } from "@plummet/contracts";
import type { QuoteSet } from "../db/quote-store";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The email a visitor gets when a quote set is made: why they got it, the reference, the three
 * cheapest quotes, the link back to them and when they expire. Transactional only: no marketing,
 * whatever the visitor chose. Plain text and HTML say the same; the HTML has no images, so it reads
 * the same with images off.
 */
export function quoteSetEmail(set: QuoteSet, siteUrl: string): RenderedEmail {
  const product = insuranceTypeLabels[set.insuranceType];
  const level = coverageLevelDetails[set.coverageAmount].label;
  const link = new URL(`/quotes/${set.reference}`, siteUrl).toString();
  const privacy = new URL("/privacy-policy", siteUrl).toString();
  const expires = longDate.format(set.expiresAt);
  const cheapest = set.quotes.slice(0, 3);
  const subject =
    cheapest.length > 0
      ? `Your ${product} quotes from ${pounds.format(cheapest[0]!.annualPrice)} a year (${set.reference})`
      : `Your ${product} quote request (${set.reference})`;
  const why =
    "You are getting this email because you asked for insurance quotes on Plummet with this email address.";
  const summary =
    cheapest.length > 0
      ? `We found ${set.quotes.length} ${set.quotes.length === 1 ? "quote" : "quotes"} for ${product} (${level}). The cheapest ${cheapest.length === 1 ? "is" : `${cheapest.length} are`}:`
      : `No insurer on our panel could quote for ${product} (${level}) with the answers you gave.`;
  const rows = cheapest.map(
    (quote) =>
      `${quote.provider}, ${quote.productName}: ${pounds.format(quote.annualPrice)} a year or ${pounds.format(quote.monthlyPrice)} a month, excess ${pounds.format(quote.excess)}`,
  );

  const text = [
    "Plummet",
    "",
    why,
    "",
    `Your reference: ${set.reference}`,
    "",
    summary,
    ...rows.map((row, index) => `${index + 1}. ${row}`),
    "",
    `See all your quotes, compare them and choose one: ${link}`,
    `These prices are saved until ${expires}. After that, ask for new quotes.`,
    "",
    "Prices are from a panel of insurers, not the whole market, and are listed cheapest first. The insurer confirms the price and cover before you buy.",
    `How we use your details: ${privacy}`,
  ].join("\n");

  const cell = 'style="padding:8px 12px;border-bottom:1px solid #e5e0ec;text-align:left"';
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f5fa;font-family:Arial,Helvetica,sans-serif;color:#1f1530;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:24px;font-weight:bold;color:#4a1d6b">Plummet</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(why)}</p>
<p style="margin:0 0 16px">Your reference: <strong>${escapeHtml(set.reference)}</strong></p>
<p style="margin:0 0 8px">${escapeHtml(summary)}</p>
${
  cheapest.length > 0
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px">
<tr><th ${cell}>Insurer</th><th ${cell}>A year</th><th ${cell}>A month</th><th ${cell}>Excess</th></tr>
${cheapest
  .map(
    (quote) =>
      `<tr><td ${cell}>${escapeHtml(quote.provider)}<br><span style="color:#5b5068;font-size:13px">${escapeHtml(quote.productName)}</span></td><td ${cell}>${pounds.format(quote.annualPrice)}</td><td ${cell}>${pounds.format(quote.monthlyPrice)}</td><td ${cell}>${pounds.format(quote.excess)}</td></tr>`,
  )
  .join("\n")}
</table>`
    : ""
}
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4a1d6b;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">See all your quotes</a></p>
<p style="margin:0 0 8px">Or open this link: <a href="${escapeHtml(link)}" style="color:#4a1d6b">${escapeHtml(link)}</a></p>
<p style="margin:0">These prices are saved until <strong>${escapeHtml(expires)}</strong>. After that, ask for new quotes.</p>
</div>
<p style="margin:16px 0 0;font-size:13px;color:#5b5068">Prices are from a panel of insurers, not the whole market, and are listed cheapest first. The insurer confirms the price and cover before you buy. <a href="${escapeHtml(privacy)}" style="color:#4a1d6b">How we use your details</a>.</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}

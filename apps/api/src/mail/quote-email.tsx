import {
  coverageLevelDetails,
  demonstrationPanelNote,
  demonstrationPanelTitle,
  emailLinkPages,
  insuranceTypeLabels,
  monthlyPlanInWords,
  orderQuotes,
  quoteOrderRule,
} from "@plummet/contracts";
import type { QuoteSet } from "../db/quote-store";
import {
  ButtonLink,
  type EmailLinks,
  framedEmail,
  longDate,
  muted,
  OpenLink,
  P,
  pounds,
  type RenderedEmail,
  siteLink,
  TextLink,
} from "./email-layout";

const PANEL_NOTE = `Prices are from a panel of insurers, not the whole market. ${quoteOrderRule} The insurer confirms the price and cover before you buy.`;

/**
 * The three cheapest quotes, in the results' order, one block each so a phone never scrolls
 * sideways: the annual price, and everything a monthly payer pays (deposit, instalments, total, APR).
 */
export function cheapestQuotes(set: QuoteSet) {
  const cheapest = orderQuotes(set.quotes).slice(0, 3);
  return {
    text: cheapest.flatMap((quote, index) => [
      `${index + 1}. ${quote.provider}, ${quote.productName}: ${pounds.format(quote.annualPrice)} a year, excess ${pounds.format(quote.excess)}`,
      `   Or pay monthly: ${monthlyPlanInWords(quote.instalmentPlan)}`,
    ]),
    html: cheapest.map((quote, index) => (
      <div
        key={quote.id}
        style={{ margin: "0 0 12px", padding: "12px 14px", border: "1px solid #e5e0ec", borderRadius: "8px" }}
      >
        <P style={{ margin: 0, fontWeight: "bold" }}>{`${index + 1}. ${quote.provider}`}</P>
        <P style={{ margin: "0 0 6px", color: muted, fontSize: "13px" }}>{quote.productName}</P>
        <P style={{ margin: 0, fontSize: "18px" }}>
          <strong>{pounds.format(quote.annualPrice)}</strong>
          {` a year · excess ${pounds.format(quote.excess)}`}
        </P>
        <P style={{ margin: "4px 0 0", fontSize: "14px", color: "#3d3448" }}>
          {`Or pay monthly: ${monthlyPlanInWords(quote.instalmentPlan)}`}
        </P>
      </div>
    )),
  };
}

/**
 * The email a visitor gets when a quote set is made: why they got it, the reference, the three
 * cheapest quotes, the link back to them and when they expire, and an offer of a renewal reminder;
 * while the built-in panel prices, that its insurers and prices are a demonstration.
 * Transactional only: no marketing, whatever the visitor chose.
 */
export function quoteSetEmail(set: QuoteSet, links: EmailLinks, demonstrationPanel = true): RenderedEmail {
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
  const pricedFor =
    "What these prices assume (if any of it is not you, change it on the quotes' page or the insurer will confirm the price before you buy):";
  const reminder =
    "tell us when your current policy renews and we'll email you once, 24 days before, with new prices for the same answers.";

  return framedEmail(
    subject,
    {
      text: [
        why,
        "",
        `Your reference: ${set.reference}`,
        "",
        ...(demonstrationPanel ? [`${demonstrationPanelTitle}: ${demonstrationPanelNote}`, ""] : []),
        summary,
        ...cheapest.text,
        "",
        ...(set.assumptions.length > 0
          ? [pricedFor, ...set.assumptions.map((assumption) => `- ${assumption}`), ""]
          : []),
        `See all your quotes, compare them and choose one: ${link}`,
        `These prices are saved until ${expires}. After that, ask for new quotes.`,
        "",
        `Remind me before my renewal: ${reminder} ${remind}`,
      ],
      html: (
        <>
          <P>{why}</P>
          <P style={{ margin: "0 0 16px" }}>
            Your reference: <strong>{set.reference}</strong>
          </P>
          {demonstrationPanel && (
            <P
              style={{
                margin: "0 0 16px",
                padding: "10px 12px",
                background: "#fff7e0",
                borderRadius: "8px",
                fontSize: "14px",
              }}
            >
              <strong>{`${demonstrationPanelTitle}:`}</strong>
              {` ${demonstrationPanelNote}`}
            </P>
          )}
          <P style={{ margin: "0 0 8px" }}>{summary}</P>
          {cheapest.html}
          {set.assumptions.length > 0 && (
            <>
              <P style={{ margin: "16px 0 4px", fontWeight: "bold" }}>{pricedFor}</P>
              <ul style={{ margin: "0 0 16px", paddingLeft: "20px", fontSize: "14px", color: "#3d3448" }}>
                {set.assumptions.map((assumption) => (
                  <li key={assumption}>{assumption}</li>
                ))}
              </ul>
            </>
          )}
          <ButtonLink href={link}>See all your quotes</ButtonLink>
          <OpenLink href={link} />
          <P>
            These prices are saved until <strong>{expires}</strong>. After that, ask for new quotes.
          </P>
          <P style={{ margin: "16px 0 0" }}>
            <TextLink href={remind}>Remind me before my renewal</TextLink>
            {`: ${reminder}`}
          </P>
        </>
      ),
    },
    links,
    PANEL_NOTE,
  );
}

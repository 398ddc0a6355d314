import {
  coverageLevelDetails,
  type InsuranceType,
  insuranceTypeLabels,
  reminderLeadDays,
} from "@plummet/contracts";
import type { QuoteSet } from "../db/quote-store";
import {
  ButtonLink,
  calendarDate,
  type EmailLinks,
  framedEmail,
  longDate,
  OpenLink,
  P,
  pounds,
  type RenderedEmail,
  siteLink,
} from "./email-layout";
import { cheapestQuotes } from "./quote-email";

/** The email confirming a reminder: when it will come, and the link to change or cancel it. */
export function reminderSetEmail(
  reminder: { insuranceType: InsuranceType; renewalDate: string; remindOn: string; fromReference: string },
  managePage: string,
  links: EmailLinks,
): RenderedEmail {
  const product = insuranceTypeLabels[reminder.insuranceType];
  const renews = calendarDate(reminder.renewalDate);
  const when = calendarDate(reminder.remindOn);
  const subject = `Your ${product} renewal reminder is set for ${when}`;
  const why = "You are getting this email because you asked Plummet for a renewal reminder.";
  const what = `We'll email you on ${when} with new prices for the answers you gave for quote set ${reminder.fromReference}, ${reminderLeadDays} days before your ${product} renews on ${renews} (or at once, if that is sooner). Prices quoted three to four weeks ahead are usually lower than at the last minute.`;
  const kept =
    "We keep your answers (product, cover level, age, postcode, any product answers and this email address) only until the reminder is sent or you cancel it, then delete them.";
  return framedEmail(
    subject,
    {
      text: [why, "", what, kept, "", `Change the date or cancel the reminder (one click): ${managePage}`],
      html: (
        <>
          <P>{why}</P>
          <P>{what}</P>
          <P>{kept}</P>
          <ButtonLink href={managePage}>Change the date or cancel</ButtonLink>
          <OpenLink href={managePage} />
        </>
      ),
    },
    links,
  );
}

/**
 * The renewal reminder: the same answers priced again into a new quote set (made when this email
 * was), what changed since the set the reminder was set from, and the link to the new set.
 */
export function renewalReminderEmail(set: QuoteSet, links: EmailLinks): RenderedEmail {
  const product = insuranceTypeLabels[set.insuranceType];
  const level = coverageLevelDetails[set.coverageAmount].label;
  const link = siteLink(links.siteUrl, `/quotes/${set.reference}`);
  const previous = set.previous;
  const renews = previous?.renewalDate ? ` renews on ${calendarDate(previous.renewalDate)}` : " renews soon";
  const cheapestNow = set.quotes[0]?.annualPrice;
  const then = previous?.cheapestAnnualPrice ?? null;
  const change =
    cheapestNow === undefined
      ? `No insurer on our panel could quote for ${product} (${level}) with your answers this time.`
      : then === null
        ? `The cheapest price now is ${pounds.format(cheapestNow)} a year.`
        : `The cheapest price now is ${pounds.format(cheapestNow)} a year; on ${longDate.format(new Date(previous!.createdAt))} it was ${pounds.format(then)}.`;
  const subject =
    cheapestNow === undefined
      ? `Your ${product} renewal: new quotes (${set.reference})`
      : `Your ${product} renewal: quotes from ${pounds.format(cheapestNow)} a year (${set.reference})`;
  const why =
    "You are getting this email because you asked Plummet for a renewal reminder. This is the only one: we have now deleted the answers we kept for it.";
  const intro = `Your ${product}${renews}. As you asked, we've priced the same answers again with our panel of insurers, so you can compare before your insurer renews you automatically.`;
  const expires = longDate.format(set.expiresAt);
  const cheapest = cheapestQuotes(set);
  return framedEmail(
    subject,
    {
      text: [
        why,
        "",
        intro,
        change,
        ...cheapest.text,
        "",
        `See your new prices and what changed: ${link}`,
        `Your new reference: ${set.reference}. These prices are saved until ${expires}.`,
      ],
      html: (
        <>
          <P>{why}</P>
          <P>{intro}</P>
          <P>
            <strong>{change}</strong>
          </P>
          {cheapest.html}
          <ButtonLink href={link}>See your new prices</ButtonLink>
          <OpenLink href={link} />
          <P>
            Your new reference: <strong>{set.reference}</strong>
            {". These prices are saved until "}
            <strong>{expires}</strong>.
          </P>
        </>
      ),
    },
    links,
    "Prices are from a panel of insurers, not the whole market. The insurer confirms the price and cover before you buy.",
  );
}

import {
  dataRetention,
  emailLinkPages,
  type LinkProblemReason,
  reminderHorizonMonths,
  reminderLeadDays,
  yourDataLimits,
  yourDataMessages,
} from "@plummet/contracts";
import { OutcomePage } from "../schemas";
import { site } from "../site";

const { contact } = site;

/** Where the outcome pages lead on to. */
const backHome = { label: "Back to home", href: "/" };
const findSavedQuote = { label: "Find a saved quote", href: "/quotes" };
const contactUs = { label: "Contact us", href: "/contact" };

/**
 * The pages the quotes service sends a form posted without JavaScript on to, and where links in
 * emails end: keyed by their path in the contracts' `emailLinkPages`. Kept out of search results.
 */
export const emailLinkOutcomes: Record<string, OutcomePage> = {
  [emailLinkPages.reminderSet]: OutcomePage.parse({
    meta: {
      title: "Your renewal reminder is set | Plummet",
      description:
        "Your renewal reminder is set: we will email you once, before your policy renews, with new prices for the same answers.",
    },
    tone: "success",
    title: "Your renewal reminder is set",
    intro: `We will email you once, ${reminderLeadDays} days before the renewal date you gave, with new prices for the same answers. If your renewal is sooner than that, the reminder is on its way now.`,
    points: [
      "We have emailed you a confirmation. Its link lets you change the date or cancel the reminder in one click.",
      "We keep the answers behind your quotes only to price them again for the reminder, and delete them as soon as it is sent or cancelled.",
      "This is separate from news and offers: setting a reminder does not sign you up to marketing.",
    ],
    actions: [backHome, findSavedQuote],
  }),
  [emailLinkPages.reminderProblem]: OutcomePage.parse({
    meta: {
      title: "We could not set your reminder | Plummet",
      description:
        "Your renewal reminder was not set. Check the quote reference, the renewal date and the consent box, then try again.",
    },
    tone: "warning",
    title: "We could not set your reminder",
    intro: "Nothing was saved. Please check these and try again:",
    points: [
      "The quote reference is the one in your quote email, such as PLM-7K2M9QXD.",
      `Your quotes must still be saved: we keep them for ${dataRetention.quoteValidityDays} days. For older quotes, get new ones first.`,
      `The renewal date is today or later, and no more than ${reminderHorizonMonths} months ahead.`,
      "The box agreeing to one reminder email is ticked.",
    ],
    actions: [
      { label: "Try again", href: emailLinkPages.renewalReminder },
      { label: "Get new quotes", href: "/#quote-comparison" },
      contactUs,
    ],
  }),
  [emailLinkPages.reminderCancelled]: OutcomePage.parse({
    meta: {
      title: "Your renewal reminder is cancelled | Plummet",
      description:
        "Your renewal reminder is cancelled: we will not send it, and we have deleted the answers we kept for it.",
    },
    tone: "success",
    title: "Your renewal reminder is cancelled",
    intro: "We will not send it, and we have deleted the answers we kept to price your quotes again.",
    points: [
      "Your saved quotes are not affected: they stay until they expire.",
      "Changed your mind? Open your quotes from their email and choose “Remind me before my renewal” to set a new date.",
    ],
    actions: [backHome, findSavedQuote],
  }),
  [emailLinkPages.reminderChanged]: OutcomePage.parse({
    meta: {
      title: "Your reminder date is changed | Plummet",
      description:
        "Your renewal reminder now goes before the new renewal date you gave, with new prices for the same answers.",
    },
    tone: "success",
    title: "Your reminder date is changed",
    intro: `We will email you once, ${reminderLeadDays} days before the new renewal date, or at once if that is sooner.`,
    points: [
      "The link in your confirmation email still lets you change the date again or cancel the reminder.",
    ],
    actions: [backHome, findSavedQuote],
  }),
  [emailLinkPages.unsubscribed]: OutcomePage.parse({
    meta: {
      title: "You are unsubscribed | Plummet",
      description:
        "You are unsubscribed: no more email of any kind to this address, except a link to your data if you ask for one.",
    },
    tone: "success",
    title: "You are unsubscribed",
    intro:
      "We send no more email of any kind to this address, except a link to your data if you ask for one.",
    points: [
      "Your consent to news and offers is withdrawn.",
      "Any renewal reminder waiting to be sent is cancelled, and the answers kept for it are deleted.",
      "Copies of quotes and reminder confirmations stop too. Your saved quotes still open from their reference.",
      "To get our emails again, tick the box for them on a quote form: we email you once to confirm.",
    ],
    actions: [backHome, { label: "See or delete your data", href: emailLinkPages.yourData }],
  }),
  [emailLinkPages.emailsConfirmed]: OutcomePage.parse({
    meta: {
      title: "Emails confirmed | Plummet",
      description: "You have confirmed you want Plummet's emails again. You can unsubscribe at any time.",
    },
    tone: "success",
    title: "Our emails will reach you again",
    intro:
      "Thank you for confirming: you have agreed to our marketing emails, and our emails reach this address again.",
    points: [
      "Copies of the quotes you ask for, and renewal reminders you set, are emailed again.",
      "Every email has an Unsubscribe link: one click stops them all.",
    ],
    actions: [backHome],
  }),
  [emailLinkPages.yourDataRequested]: OutcomePage.parse({
    meta: {
      title: "Check your email | Plummet",
      description:
        "If we hold anything for the address you gave, we have emailed a link to see, download or delete it. It works once, for an hour.",
    },
    tone: "info",
    title: "Check your email",
    intro: yourDataMessages.requested,
    points: [
      `The link opens a page listing everything we hold for the address, where you can download it or delete it. It works once, for ${yourDataLimits.linkMinutes} minutes.`,
      "We give the same answer for every address, so nobody can use this page to find out whether we hold data for someone else.",
    ],
    actions: [{ label: "Ask again", href: emailLinkPages.yourData }, contactUs],
  }),
  [emailLinkPages.yourDataDeleted]: OutcomePage.parse({
    meta: {
      title: "Your data is deleted | Plummet",
      description:
        "Everything we held for your email address is deleted: quotes, messages, reminders, consents and the emails we kept.",
    },
    tone: "success",
    title: "Your data is deleted",
    intro:
      "We have deleted everything we held for your email address: your quote sets and their answers, contact messages, renewal reminders, your consents and the emails we kept.",
    points: [
      "Links to your saved quotes now say the quotes cannot be found.",
      "A complaint you sent us is kept for the three years the Financial Conduct Authority's rules require, then deleted.",
      "What else stays is not about you: a record that someone chose a quote from an insurer (the insurer and the day), with no reference, address or answers.",
      "Emails waiting to be sent to the address were deleted with the rest: we send nothing more unless you ask again.",
    ],
    actions: [backHome, { label: "Read our privacy policy", href: "/privacy-policy" }],
  }),
};

const linkProblemText: Record<LinkProblemReason, { heading: string; text: string }> = {
  invalid: {
    heading: "The link is not complete",
    text: "Part of the link is missing or has been changed, often because an email program split it over two lines. Open it again from the email, or copy the whole link into your browser. Nothing has been changed.",
  },
  expired: {
    heading: "The link has expired",
    text: `Links to your data work for ${yourDataLimits.linkMinutes} minutes, to keep your data safe if someone else reads your email later. Ask for a new link: it takes a minute.`,
  },
  used: {
    heading: "The link has been used",
    text: "Links to your data work once, and a reminder's link stops working once the reminder is sent or cancelled. Ask for a new link to your data, or use the latest email we sent you.",
  },
};

/** A link that is tampered with, unknown, expired or used (`?reason=`), and what to do next. */
export const linkProblemPage = OutcomePage.parse({
  meta: {
    title: "This link no longer works | Plummet",
    description:
      "The link you followed is incomplete, expired or already used. Here is why, and how to get a new one.",
  },
  tone: "warning",
  title: "This link no longer works",
  intro:
    "Links in our emails are checked each time they are opened. This one could not be used, so nothing has been changed. Whatever the reason, you can get a new one:",
  points: [
    "For your data, ask for a new link: it is emailed to you and works once, for an hour.",
    "For a renewal reminder or unsubscribing, use the link in the latest email we sent you.",
    `If that does not work, contact us at ${contact.supportEmail} and we will help.`,
  ],
  sections: (["invalid", "expired", "used"] as const).map((reason) => ({
    id: `reason-${reason}`,
    ...linkProblemText[reason],
  })),
  actions: [{ label: "Ask for a new link to your data", href: emailLinkPages.yourData }, contactUs],
});

import {
  accountLimits,
  accountPages,
  accountSessionCookie,
  dataRetention,
  emailLinkPages,
  emailSendingLimits,
  reminderLeadDays,
  yourDataLimits,
} from "@plummet/contracts";
import { LegalPage } from "../schemas";
import { type Company, site, tradingStyle } from "../site";

const { contact } = site;

/**
 * The privacy policy (DESIGN "Trust and compliance"). Retention periods come from the contracts'
 * `dataRetention`, the same constants the quotes service purges by, so the two cannot disagree.
 */
export function privacyPolicyFor(company: Company): LegalPage {
  return LegalPage.parse({
    meta: {
      title: "Privacy Policy | Plummet",
      description:
        "How Plummet collects, uses, shares and keeps your personal data when you compare insurance quotes or contact us, and the rights you have over it.",
    },
    title: "Privacy Policy",
    lastUpdated: "2026-11-27",
    intro: `This policy explains what personal data ${site.brand} collects when you compare quotes or contact us, why we use it, who we share it with, how long we keep it and the rights you have. We keep it short and only collect what we need.`,
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        blocks: [
          {
            type: "paragraph",
            text: `${tradingStyle(company)} We are the data controller for the personal data described here and are registered with the Information Commissioner's Office (registration number ${company.icoRegistrationNumber}).`,
          },
          ...(company.authorised ? [] : [{ type: "paragraph" as const, text: company.fcaStatement }]),
          {
            type: "paragraph",
            text: `For any question about this policy or your data, email ${contact.supportEmail} and mark your message "Data protection".`,
          },
        ],
      },
      {
        id: "what-we-collect",
        heading: "What we collect",
        blocks: [
          {
            type: "list",
            ordered: false,
            items: [
              "When you ask for quotes: the type of insurance, the level of cover, your age, your postcode and your email address.",
              "When you get an exact price (the full quote): every answer you give, which can include names and dates of birth (yours and other drivers'), your job, your licence and its number if you give it, claims and unspent motoring convictions with their dates and codes, details of your vehicle, home or pet, and, for life, private medical and travel cover, health information such as conditions, smoking, height and weight. We never ask your sex and never ask for genetic test results. What you type is kept only in your own browser until you ask for prices, and removed from it then.",
              "When you choose a quote: which quote you selected and when.",
              "The email we send you with your quotes: its content (your reference, the three cheapest quotes and the link back to them) and whether it was delivered.",
              "When you contact us: your name, email address, phone number if you give it, the type of enquiry and your message. We email you an acknowledgement with its reference.",
              "When you ask us to call you back: your name, your UK phone number, your email address, when you would like us to call, what the call is about and any note you add. We email you a confirmation.",
              "When you ask for a renewal reminder: the date your policy renews, your agreement to the reminder email, and a copy of the answers behind the quotes it came from (the type of insurance, the level of cover, your age, your postcode, any extra answers you gave about it, and your email address).",
              "When you ask to see or delete your data: the email address you gave, and when the link we sent was used.",
              "If you create an account (it is optional): its email address, once you confirm it from a link we email you; the public key and the name of each passkey you add (never your fingerprint, face or screen lock, which stay on your device), when it was added and last used; the devices signed in (the browser and system, such as Chrome on Android, how and when each signed in and was last used); and, if you ask us to keep them, the answers of a full quote, to quote again with them.",
              "Technical records that keep the service secure, such as the time of a request and whether it succeeded. These never include your email address, phone number or full postcode.",
            ],
          },
          {
            type: "paragraph",
            text: "Health information and unspent convictions are only asked for in an exact price, only where insurers must know them, and are used only to get you prices and pass your answers to the insurer you choose (the insurance conditions of the Data Protection Act 2018, Schedule 1). They are kept, exported and erased with your quotes. We do not knowingly collect data about children.",
          },
        ],
      },
      {
        id: "how-we-use-it",
        heading: "How we use your data and our lawful basis",
        blocks: [
          {
            type: "table",
            caption: "Why we use your personal data and the lawful basis for each use under UK GDPR",
            columns: ["Purpose", "Data used", "Lawful basis"],
            rows: [
              [
                "Working out and showing your quotes",
                "Insurance type, cover level, age, postcode",
                "Steps you ask us to take before entering a contract",
              ],
              [
                "Saving your quotes under a reference and emailing you a copy once: your reference, the three cheapest quotes, the link back to them and when they expire. It is a service email, never marketing, whatever you chose",
                "Email address and your quotes",
                "Steps you ask us to take before entering a contract",
              ],
              [
                "Pricing an exact quote: every answer sent to each insurer that prices on them, and kept with your quotes",
                "The full quote's answers, including any health information and unspent motoring convictions",
                "Steps you ask us to take before entering a contract; for health and conviction data, the insurance conditions of the Data Protection Act 2018 (Schedule 1, paragraph 20)",
              ],
              [
                "Passing you to the insurer you choose",
                "The quote you selected and the details behind it",
                "Steps you ask us to take before entering a contract",
              ],
              [
                "Answering your message or complaint, and emailing you an acknowledgement of it",
                "Name, email, phone, enquiry type, message",
                "Our legitimate interest in helping you, and our legal duty to handle complaints",
              ],
              [
                "Calling you back when you ask, and emailing you a confirmation of your request",
                "Name, phone number, email, best time, what the call is about, your note",
                "Your consent, given with a box on the request form that is never ticked for you; you can withdraw it by emailing us or by deleting your data",
              ],
              [
                "Keeping the service secure and preventing misuse",
                "Technical records",
                "Our legitimate interest in running a safe service",
              ],
              [
                "Sending you one renewal reminder, with new prices for the same answers, before the renewal date you gave",
                "Email address, renewal date, and the answers behind your quotes",
                "Your consent, given with its own box that is never ticked for you and is separate from news and offers; you can cancel it from the email at any time",
              ],
              [
                "Showing you, and deleting, the data we hold for your email address when you ask",
                "Email address and everything held for it",
                "Our legal duty to answer your data protection rights",
              ],
              [
                "Sending you news and offers",
                "Email address",
                "Your consent, given with a separate box that is never ticked for you; you can withdraw it at any time",
              ],
            ],
          },
        ],
      },
      {
        id: "who-we-share-it-with",
        heading: "Who we share it with",
        blocks: [
          {
            type: "paragraph",
            text: "The insurers on our panel: each quote is priced from your details using that insurer's own pricing. When you select a quote, the insurer you chose receives the details it needs to continue your application. We do not send your details to insurers you did not choose. The list of panel insurers is in our terms of service.",
          },
          {
            type: "paragraph",
            text: "Service providers who host and run the website for us, under contracts that only let them use your data on our instructions. Regulators, the Financial Ombudsman Service, the police or courts, where the law requires it.",
          },
          {
            type: "callout",
            tone: "info",
            title: "We never sell your data",
            text: "We do not sell or rent your personal data, and we do not share it with advertisers.",
          },
        ],
      },
      {
        id: "how-long-we-keep-it",
        heading: "How long we keep it",
        blocks: [
          {
            type: "table",
            caption: "How long we keep each kind of personal data before it is deleted automatically",
            columns: ["Data", "How long we keep it"],
            rows: [
              [
                "Your saved quotes, which you can reopen with their reference",
                `${dataRetention.quoteValidityDays} days from the date of the quote`,
              ],
              [
                "Quote requests (email, postcode, age), their quotes and the quote you selected",
                `${dataRetention.quoteRequestDays} days, then deleted`,
              ],
              [
                "The email with your quotes, and our record of sending it",
                `${dataRetention.quoteRequestDays} days, deleted with your quote request`,
              ],
              [
                "A renewal reminder: your answers (type of insurance, level of cover, age, postcode, any extra answers), your email address, the renewal date and your agreement to the reminder",
                "Until the reminder is sent or cancelled, then deleted. The new quotes the reminder makes are kept like any other quotes",
              ],
              [
                "The suppression list: a keyed hash of an address that must get no more email (never the address itself), the reason and the date",
                "As long as we send email, even after you delete your data, so the address is not emailed again; it is removed when you confirm you want our emails again",
              ],
              [
                "Your account: its email address, passkeys (public keys and names) and kept answers",
                `Until you delete it. An account nobody signs in to for ${accountLimits.inactiveAccountDays / 365} years is deleted, with its passkeys, devices and kept answers. Kept answers go sooner if you remove them`,
              ],
              [
                "A signed-in device (its session)",
                `Ends after ${accountLimits.sessionIdleDays} days unused, and ${accountLimits.sessionMaxDays / 365} year after sign-in at most, or when you sign out, sign out everywhere or remove the passkey it signed in with`,
              ],
              ["A sign-in link we email you", `Works once, for ${accountLimits.linkMinutes} minutes`],
              [
                "A request for a link to your data",
                `The link works for ${yourDataLimits.linkMinutes} minutes; the request is deleted ${dataRetention.dataRequestDays === 1 ? "a day" : `${dataRetention.dataRequestDays} days`} after the link expires`,
              ],
              [
                "Messages sent through the contact form",
                `${dataRetention.contactMessageDays} days, then deleted`,
              ],
              ["Requests to be called back", `${dataRetention.callBackRequestDays} days, then deleted`],
              [
                "Complaints, and our records of how we handled them",
                `${dataRetention.complaintMessageDays / 365} years, as the Financial Conduct Authority's complaint-handling rules require, then deleted`,
              ],
            ],
          },
          {
            type: "paragraph",
            text: "Deletion runs on a schedule, so data is removed automatically once its period ends. If you ask us to delete your data sooner, we will, unless the law requires us to keep it.",
          },
          {
            type: "paragraph",
            text: "When you delete your data, everything we hold for your address goes, the emails we sent you and our records of sending them included, with three exceptions. A complaint you sent us is kept for the three years the Financial Conduct Authority's complaint-handling rules require, then deleted. A record that someone chose a quote from an insurer stays as the insurer and the day only, unlinked from you, with no reference, address or answers; we use these records to count how many people choose each insurer. And if your address is on our suppression list (see Your rights), its entry stays: a keyed hash, not your address, so that we do not start emailing you again.",
          },
        ],
      },
      {
        id: "accounts",
        heading: "Your account",
        blocks: [
          {
            type: "paragraph",
            text: `An account is optional: quotes, reminders and your data all work without one. It keeps every quote set and reminder for your confirmed address in one place (${accountPages.account}). There is no password: you sign in with a passkey, which your phone or computer keeps and unlocks with your fingerprint, face or screen lock (we hold only its public key and the name you give it), or with a link we email you that works once, for ${accountLimits.linkMinutes} minutes.`,
          },
          {
            type: "paragraph",
            text: `What it keeps: the address, your passkeys' public keys and names, the devices signed in, and the answers of a full quote if you choose "Also keep my answers" or "Keep these answers", so that next year you can quote again without typing them. How long: a signed-in device stays signed in for ${accountLimits.sessionIdleDays} days after its last visit and ${accountLimits.sessionMaxDays / 365} year at most; kept answers stay until you remove them or the account is deleted; an account nobody signs in to for ${accountLimits.inactiveAccountDays / 365} years is deleted.`,
          },
          {
            type: "paragraph",
            text: `How it is deleted: choose "Delete your account" on ${accountPages.account}, or delete your data from our Your data page (${emailLinkPages.yourData}). Either removes the account, its passkeys, its signed-in devices and its kept answers, with everything we hold for your address, as described above; the suppression list keeps only its keyed hash. "Download everything" on ${accountPages.account} gives you all of it as a file first.`,
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          {
            type: "list",
            ordered: false,
            items: [
              "Access: ask for a copy of the personal data we hold about you.",
              "Correction: ask us to correct data that is wrong or incomplete.",
              "Erasure: ask us to delete your data.",
              "Restriction: ask us to stop using your data while a concern is looked into.",
              "Objection: object to our use of your data based on legitimate interests.",
              "Portability: ask for data you gave us in a machine-readable format.",
              "Withdraw consent: stop marketing emails at any time, using the link in any email or by contacting us.",
            ],
          },
          {
            type: "paragraph",
            text: `See and delete your data yourself, without an account: on our Your data page (${emailLinkPages.yourData}), give your email address and we email you a link that works once, for ${yourDataLimits.linkMinutes} minutes. It lists everything we hold for that address (quote sets, contact messages, call-back requests, renewal reminders and your consents), lets you download it as a file (UK GDPR Article 15, and portability) and deletes all of it in one step (Article 17), except complaints, which we must keep for three years. The page gives the same answer whether or not we hold anything, so nobody can use it to learn whether we hold data about you.`,
          },
          {
            type: "paragraph",
            text: `Every email we send has an Unsubscribe link, and tells your email program how to unsubscribe in one click. Unsubscribing withdraws your consent to news and offers, cancels any renewal reminder waiting to be sent (deleting the answers kept for it) and stops every email to your address, copies of quotes included: we send it nothing more except a link to your data if you ask for one. A renewal reminder goes ${reminderLeadDays} days before your renewal date, and its email lets you cancel it or change the date in one click.`,
          },
          {
            type: "paragraph",
            text: `To keep that promise we keep a suppression list: addresses that unsubscribed, that a receiving mail server refused for good, whose email bounced later, or whose owner reported our email as spam. It does not hold your address: only a code made from it with a secret key (a keyed hash, HMAC-SHA256), which lets our systems recognise the address when someone types it again but cannot be turned back into it, and the reason and date. We keep it even when you delete your data, because without it a deleted address would start getting our email again; our lawful basis is our legitimate interest, and yours, in not emailing people who asked us not to or whose mailbox refuses us. An address on the list gets no email of any kind, except a link to your data that its owner asks for and, if someone ticks the box for our emails on a quote with that address, one email asking to confirm it. Nothing changes unless the link in that email is pressed; pressing it takes the address off the list.`,
          },
          {
            type: "paragraph",
            text: `We also send one address at most ${emailSendingLimits.perAddressPerDay} emails in any 24 hours (copies of quotes, reminders and their confirmations, links to your data), and at most ${emailSendingLimits.optInConfirmationsPerDay === 1 ? "one" : emailSendingLimits.optInConfirmationsPerDay} request to confirm our emails, so nobody can use our forms to flood a mailbox. A request past the limit is answered as usual, but no email is sent.`,
          },
          {
            type: "paragraph",
            text: `To use any other right, or if you prefer, email ${contact.supportEmail}. It is free, and we will reply within one month.`,
          },
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        blocks: [
          {
            type: "paragraph",
            text: `This website sets no cookies at all unless you sign in to an account: no analytics, advertising or tracking cookies, no non-essential cookies, and no third-party trackers. That is why we do not show a cookie banner. Signing in sets one strictly necessary cookie, ${accountSessionCookie}, that keeps you signed in on that device; it cannot be read by the website's scripts, is never sent to other websites and ends when you sign out or the session ends. Renewal reminders, unsubscribing and your data work through links we email you, not through cookies or an account. Our fonts and images are served from our own website.`,
          },
        ],
      },
      {
        id: "security",
        heading: "Keeping your data safe",
        blocks: [
          {
            type: "paragraph",
            text: "Data travels over encrypted connections, access is limited to the people who need it, and we keep your email address, phone number and full postcode out of our technical logs. If your data is processed outside the UK, we make sure it has the protection UK data protection law requires.",
          },
        ],
      },
      {
        id: "complaints",
        heading: "How to complain",
        blocks: [
          {
            type: "paragraph",
            text: `If you are unhappy with how we have used your data, please tell us first at ${contact.complaintsEmail} so we can put it right.`,
          },
          {
            type: "paragraph",
            text: "You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection: online at ico.org.uk/make-a-complaint, or by phone on 0303 123 1113.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: [
          {
            type: "paragraph",
            text: "If we change how we use your data, we will update this page and the date at the top.",
          },
        ],
      },
    ],
  });
}

/** The page with the placeholder details, as a build without `PLUMMET_FIRM` shows it. */
export const privacyPolicy = privacyPolicyFor(site.company);

import { dateAndTime, type EmailLinks, linkEmail, type RenderedEmail } from "./email-layout";

/**
 * A one-time sign-in link: it works once, until `expiresAt`. "Keep your quotes" sends the same
 * link, worded for keeping the quotes (`keeping`).
 */
export function accountLinkEmail(
  signInPage: string,
  expiresAt: Date,
  keeping: boolean,
  links: EmailLinks,
): RenderedEmail {
  const until = dateAndTime.format(expiresAt);
  const what = keeping
    ? `Someone, we hope you, asked to keep the quotes sent to this address in a Plummet account. This link confirms the address and signs you in; every quote set and reminder for it is then in your account. It works once, until ${until} (UK time).`
    : `Someone, we hope you, asked to sign in to Plummet with this address. This link signs you in (the first time, it confirms the address and opens your account). It works once, until ${until} (UK time).`;
  const passkey =
    "Once signed in, you can add a passkey, so next time your phone or computer signs you in without an email.";
  const notYou =
    "If it was not you, ignore this email: no account is opened or changed unless the link is used.";
  return linkEmail(
    keeping ? "Keep your quotes: confirm your address" : "Your Plummet sign-in link",
    {
      before: [what],
      action: keeping ? "Confirm and keep my quotes" : "Sign in to Plummet",
      page: signInPage,
      after: [passkey, notYou],
    },
    links,
  );
}

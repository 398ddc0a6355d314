import { accountLimits } from "@plummet/contracts";
import { SimplePage } from "../schemas";

/**
 * /account: signed out, the ways to sign in; signed in, everything the account keeps
 * (issue 45, decision 053). Kept out of search results.
 */
export const accountPage = SimplePage.parse({
  meta: {
    title: "Your account | Plummet",
    description:
      "Sign in to your Plummet account with a passkey or an emailed link: your quotes, reminders and kept answers on every device, without a password.",
  },
  title: "Your account",
  intro:
    "Your quotes, renewal reminders and the answers you keep for next year, on every device. There is no password: a passkey or a link we email you signs you in.",
});

/** What a passkey is, in one sentence, on both account pages. */
export const passkeyExplainer =
  "A passkey replaces a password: your phone or computer keeps it and unlocks it with your fingerprint, face or screen lock, so there is nothing to remember, type or have stolen.";

/** /account/sign-in?token=…: where the emailed sign-in link leads. */
export const accountSignInPage = SimplePage.parse({
  meta: {
    title: "Sign in to your account | Plummet",
    description: "Sign in to your Plummet account with the link we emailed you.",
  },
  title: "Sign in to your account",
  intro: `The link we emailed you signs you in once, within ${accountLimits.linkMinutes} minutes of sending. Opening this page changes nothing until you choose Sign in.`,
});

/**
 * The account's plain values, without zod (also in `@plummet/contracts/values`): its limits and
 * the messages the site and the service both show.
 */

/** How long things last and how often they may be asked for. */
export const accountLimits = {
  /** An emailed sign-in link works once, for this long. */
  linkMinutes: 15,
  /** Sign-in links sent to one address in an hour. */
  linksPerAddressPerHour: 3,
  /** A passkey ceremony's challenge works once, for this long. */
  challengeMinutes: 5,
  /** A session ends after this many days unused... */
  sessionIdleDays: 30,
  /** ...and this many days after sign-in, used or not. */
  sessionMaxDays: 365,
  /** An account nobody signs in to for this long is deleted, with its passkeys and kept answers. */
  inactiveAccountDays: 730,
  /** The longest name a passkey may be given. */
  passkeyNameMaxLength: 60,
} as const;

export const accountMessages = {
  email: "Please enter a valid email address",
  /** The one answer for every address, whether or not it has an account (no enumeration). */
  linkSent:
    "If that address can receive email, we've sent it a sign-in link. The link works once, for 15 minutes. Nothing arrived? Check your spam folder, or ask again in a few minutes.",
  /** The one answer to "Keep your quotes" (no enumeration of the set's address). */
  keepLinkSent:
    "We've emailed a link to the address these quotes were sent to. Open it within 15 minutes to confirm the address and keep your quotes in your account.",
  signedOut: "You're signed out.",
  signedOutEverywhere: "You're signed out on every device.",
  notSignedIn: "You're not signed in, or your session has ended. Please sign in again.",
  passkeyName: `Please give the passkey a name of up to ${accountLimits.passkeyNameMaxLength} characters`,
  passkeyRefused: "That passkey wasn't accepted. Try again, or sign in with a link emailed to you.",
  challengeUsed: "This sign-in attempt has expired or was already used. Please try again.",
  otherSite: "This request came from another website, so we have not acted on it.",
  partnerKey: "Accounts are for visitors: partner keys cannot sign in or reach an account.",
  deleted:
    "Your account is deleted, with your passkeys, your sign-ins and everything we held for your address: quote sets, messages, reminders and emails.",
} as const;

/** The name of the session cookie the service sets (HttpOnly, SameSite=Lax). */
export const accountSessionCookie = "plummet_session";

/** The site's account pages: the service's emails and answers link to them. */
export const accountPages = {
  /** Signed out, the sign-in choices; signed in, everything the account keeps. */
  account: "/account",
  /**
   * An emailed sign-in link's page, `?token=…`: one button signs in (and on first use confirms the
   * address and creates the account). Opening the page changes nothing.
   */
  signIn: "/account/sign-in",
} as const;

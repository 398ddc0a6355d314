/**
 * The website's pages that links in emails and the quotes service's answers to browser forms lead
 * to. The quotes service sends a form posted without JavaScript on to one of these (303), so both
 * sides read the paths from here.
 */
export const emailLinkPages = {
  /** Set a renewal reminder: `?reference=PLM-…` fills the quote set in. */
  renewalReminder: "/renewal-reminder",
  /** A reminder was set (a form posted without JavaScript lands here). */
  reminderSet: "/renewal-reminder/set",
  /** A reminder form posted without JavaScript had a problem: what the rules are. */
  reminderProblem: "/renewal-reminder/problem",
  /** A reminder's own page: `?token=…` from the email; change its date or cancel it. */
  manageReminder: "/renewal-reminder/manage",
  reminderCancelled: "/renewal-reminder/cancelled",
  reminderChanged: "/renewal-reminder/changed",
  /** One button that unsubscribes: `?token=…` from the email. A GET never changes anything. */
  unsubscribe: "/unsubscribe",
  unsubscribed: "/unsubscribe/done",
  /** Ask for a link to what we hold for an address. */
  yourData: "/your-data",
  /** The same answer for every address (no enumeration). */
  yourDataRequested: "/your-data/check-your-email",
  /** What we hold: `?token=…` from the email (one button opens it), then `?session=…`. */
  yourDataView: "/your-data/view",
  yourDataDeleted: "/your-data/deleted",
  /**
   * One button that confirms a new marketing opt-in for an address on the suppression list:
   * `?token=…` from the confirmation email. A GET never changes anything.
   */
  confirmEmails: "/confirm-emails",
  emailsConfirmed: "/confirm-emails/done",
  /** A link that is tampered with, unknown, expired or used: `?reason=…`, and what to do next. */
  linkProblem: "/link-problem",
} as const;

export const linkProblemReasons = ["invalid", "expired", "used"] as const;
export type LinkProblemReason = (typeof linkProblemReasons)[number];

/** The characters a signed link token is made of (base64url and dots), for pages and servers. */
export const linkTokenPattern = /^[A-Za-z0-9_-]{2,200}\.[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{43}$/;

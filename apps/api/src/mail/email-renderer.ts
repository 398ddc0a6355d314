import { accountPages, emailLinkPages } from "@plummet/contracts";
import type { AccountStore } from "../db/account-store";
import type { CallBackStore } from "../db/call-back-store";
import type { ContactStore } from "../db/contact-store";
import type { ClaimedEmail } from "../db/mail-outbox-store";
import type { PersonalDataStore } from "../db/personal-data-store";
import type { ReminderStore } from "../db/reminder-store";
import type { LinkClaims, LinkPurpose, LinkTokens } from "../links/link-tokens";
import type { QuoteSets } from "../quotes/quote-sets";
import { accountLinkEmail } from "./account-link-email";
import { callBackConfirmationEmail } from "./call-back-email";
import { contactAcknowledgementEmail } from "./contact-acknowledgement-email";
import { type EmailLinks, type RenderedEmail, siteLink } from "./email-layout";
import { optInConfirmationEmail } from "./opt-in-email";
import { quoteSetEmail } from "./quote-email";
import { reminderSetEmail, renewalReminderEmail } from "./reminder-emails";
import type { MailMessage } from "./transport";
import { yourDataEmail } from "./your-data-email";

export interface EmailRendererOptions {
  quoteSets: QuoteSets;
  reminderStore: ReminderStore;
  personalData: PersonalDataStore;
  /** The contact messages and call-back requests their emails are rendered from. */
  contactStore: ContactStore;
  callBackStore: CallBackStore;
  /** The sign-in links their emails carry. */
  accountStore: AccountStore;
  tokens: LinkTokens;
  /** The website, for the links in emails. */
  siteUrl: string;
  /** This service's public address, for the List-Unsubscribe link. */
  apiUrl: string;
  /** Whether the quote email says the panel is a demonstration (`PANEL_DISCLOSURE`). */
  demonstrationPanel: boolean;
  /** Whether a team will call back (`PLUMMET_FIRM` set); otherwise the confirmation says no one will. */
  firmAuthorised: boolean;
}

const ids = (values: Array<string | null>) => values.filter((value): value is string => value !== null);

/**
 * Renders a batch of outbox emails from what each is about (one query per kind), with the links
 * every email carries: an unsubscribe page in the body, and the RFC 8058 one-click headers.
 */
export class EmailRenderer {
  constructor(private readonly options: EmailRendererOptions) {}

  async render(emails: readonly ClaimedEmail[]): Promise<Map<string, Omit<MailMessage, "from">>> {
    const { quoteSets, reminderStore, personalData } = this.options;
    const [sets, reminders, requests, messages, callBacks, accountLinks] = await Promise.all([
      quoteSets.findByIds(ids(emails.map((email) => email.quoteRequestId))),
      reminderStore.findByIds(ids(emails.map((email) => email.reminderId))),
      personalData.findRequests(ids(emails.map((email) => email.dataRequestId))),
      this.options.contactStore.findByIds(ids(emails.map((email) => email.contactMessageId))),
      this.options.callBackStore.findByIds(ids(emails.map((email) => email.callBackId))),
      this.options.accountStore.findLinks(ids(emails.map((email) => email.accountLinkId))),
    ]);
    const accountLinkById = new Map(accountLinks.map((link) => [link.id, link]));
    const messageById = new Map(messages.map((message) => [message.id, message]));
    const callBackById = new Map(callBacks.map((callBack) => [callBack.id, callBack]));
    const setById = new Map(sets.map((set) => [set.id, set]));
    const reminderById = new Map(reminders.map((reminder) => [reminder.id, reminder]));
    const requestById = new Map(requests.map((request) => [request.id, request]));

    const rendered = new Map<string, Omit<MailMessage, "from">>();
    for (const email of emails) {
      const set = email.quoteRequestId ? setById.get(email.quoteRequestId) : undefined;
      const reminder = email.reminderId ? reminderById.get(email.reminderId) : undefined;
      const request = email.dataRequestId ? requestById.get(email.dataRequestId) : undefined;
      if (email.kind === "quote-set" && set) {
        rendered.set(
          email.id,
          await this.addressed(set.applicant.email, (links) =>
            quoteSetEmail(set, links, this.options.demonstrationPanel),
          ),
        );
      } else if (email.kind === "renewal-reminder" && set) {
        rendered.set(
          email.id,
          await this.addressed(set.applicant.email, (links) => renewalReminderEmail(set, links)),
        );
      } else if (email.kind === "opt-in-confirmation" && set) {
        rendered.set(
          email.id,
          await this.withLink(
            emailLinkPages.confirmEmails,
            "optIn",
            { address: set.applicant.email, subject: set.id },
            optInConfirmationEmail,
          ),
        );
      } else if (email.kind === "reminder-set" && reminder) {
        rendered.set(
          email.id,
          await this.withLink(
            emailLinkPages.manageReminder,
            "reminder",
            { address: reminder.email, subject: reminder.id },
            (manage, links) => reminderSetEmail(reminder, manage, links),
          ),
        );
      } else if (email.kind === "your-data-link" && request) {
        rendered.set(
          email.id,
          await this.withLink(
            emailLinkPages.yourDataView,
            "dataLink",
            { address: request.email, subject: request.id, expiresAt: request.expiresAt },
            (view, links) => yourDataEmail(view, request.expiresAt, links),
          ),
        );
      } else if (email.kind === "contact-acknowledgement" && email.contactMessageId) {
        const message = messageById.get(email.contactMessageId);
        if (message)
          rendered.set(
            email.id,
            await this.addressed(message.email, (links) => contactAcknowledgementEmail(message, links)),
          );
      } else if (email.kind === "account-link" && email.accountLinkId) {
        const link = accountLinkById.get(email.accountLinkId);
        if (link)
          rendered.set(
            email.id,
            await this.withLink(
              accountPages.signIn,
              "accountLink",
              { address: link.email, subject: link.id, expiresAt: link.expiresAt },
              (signIn, links) => accountLinkEmail(signIn, link.expiresAt, link.fromReference !== null, links),
            ),
          );
      } else if (email.kind === "call-back-confirmation" && email.callBackId) {
        const callBack = callBackById.get(email.callBackId);
        if (callBack)
          rendered.set(
            email.id,
            await this.addressed(callBack.email, (links) =>
              callBackConfirmationEmail(callBack, !this.options.firmAuthorised, links),
            ),
          );
      }
    }
    return rendered;
  }

  private async addressed(
    to: string,
    render: (links: EmailLinks) => RenderedEmail,
  ): Promise<Omit<MailMessage, "from">> {
    const token = await this.options.tokens.sign("unsubscribe", { address: to });
    const links = {
      siteUrl: this.options.siteUrl,
      unsubscribePage: this.page(emailLinkPages.unsubscribe, token),
    };
    const oneClick = new URL("/api/unsubscribe", this.options.apiUrl);
    oneClick.searchParams.set("token", token);
    return {
      to,
      ...render(links),
      headers: {
        "List-Unsubscribe": `<${oneClick.toString()}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  }

  /** An email carrying a signed link to a page of the site, made for the address it goes to. */
  private async withLink(
    path: string,
    purpose: LinkPurpose,
    claims: LinkClaims,
    render: (page: string, links: EmailLinks) => RenderedEmail,
  ): Promise<Omit<MailMessage, "from">> {
    const page = this.page(path, await this.options.tokens.sign(purpose, claims));
    return this.addressed(claims.address, (links) => render(page, links));
  }

  private page(path: string, token: string): string {
    return siteLink(this.options.siteUrl, `${path}?token=${token}`);
  }
}

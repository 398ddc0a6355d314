import type { Config } from "../config";
import type { AccountStore } from "../db/account-store";
import type { CallBackStore } from "../db/call-back-store";
import type { ContactStore } from "../db/contact-store";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import type { PersonalDataStore } from "../db/personal-data-store";
import type { ReminderStore } from "../db/reminder-store";
import type { LinkTokens } from "../links/link-tokens";
import type { Metrics } from "../metrics/metrics";
import type { QuoteSets } from "../quotes/quote-sets";
import { MailPolicy } from "../suppression/mail-policy";
import type { Suppressions } from "../suppression/suppressions";
import { EmailRenderer } from "./email-renderer";
import { OutboxSender, type OutboxSenderOptions } from "./outbox-sender";
import { folderTransport, smtpTransport } from "./transport";

export interface OutboxSenderParts {
  clock: () => Date;
  outbox: MailOutboxStore;
  /** What emails are rendered from. */
  quoteSets: QuoteSets;
  reminderStore: ReminderStore;
  personalData: PersonalDataStore;
  /** The contact messages and call-back requests their emails are rendered from. */
  contactStore: ContactStore;
  callBackStore: CallBackStore;
  accountStore: AccountStore;
  tokens: LinkTokens;
  suppressions: Suppressions;
  metrics: Metrics;
  log: OutboxSenderOptions["log"];
}

/** The outbox sender for a config, sending through SMTP_URL or, with none set, to MAIL_DIR. */
export function createOutboxSender(config: Config, parts: OutboxSenderParts) {
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.dkim)
    : folderTransport(config.MAIL_DIR, config.dkim);
  const renderer = new EmailRenderer({
    ...parts,
    siteUrl: config.SITE_URL,
    apiUrl: config.PUBLIC_API_URL,
    demonstrationPanel: config.PANEL_DISCLOSURE === "on",
    firmAuthorised: config.PLUMMET_FIRM !== undefined,
  });
  const policy = new MailPolicy({
    store: parts.suppressions.store,
    hasher: parts.suppressions.hasher,
    clock: parts.clock,
    dailyCap: config.MAIL_DAILY_CAP_PER_ADDRESS,
    returnPath: config.MAIL_RETURN_PATH,
    verp: config.MAIL_RETURN_PATH_VERP === "on",
  });
  const sender = new OutboxSender({
    outbox: parts.outbox,
    render: (emails) => renderer.render(emails),
    transport,
    from: config.MAIL_FROM,
    clock: parts.clock,
    pollMs: config.MAIL_POLL_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    maxAttempts: 12,
    policy,
    onSettled: (outcome) => parts.metrics.emailSettled(outcome),
    log: parts.log,
  });
  return { sender, transport };
}

export type MailSending = ReturnType<typeof createOutboxSender>;

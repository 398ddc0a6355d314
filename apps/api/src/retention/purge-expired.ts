import { accountLimits, dataRetention } from "@plummet/contracts";
import type { AccountStore } from "../db/account-store";
import type { CallBackStore } from "../db/call-back-store";
import type { ContactStore } from "../db/contact-store";
import type { PersonalDataStore } from "../db/personal-data-store";
import type { QuoteStore } from "../db/quote-store";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  quoteRequests: number;
  contactMessages: number;
  callBackRequests: number;
  dataRequests: number;
  accountSessions: number;
  accountLinks: number;
  accounts: number;
}

/**
 * Deletes personal data past its retention period (`dataRetention`, the figures the privacy
 * policy states), each table through its store: quote requests (with their quotes) and their
 * click-outs, contact messages and call-back requests (complaints after the longer period the FCA's complaint-handling
 * rules require), requests for a visitor's data a day after their link expired, and the accounts'
 * ended sessions, used challenges, old sign-in links and accounts unused for two years. Renewal
 * reminders are not purged here: they are deleted when sent or cancelled.
 */
export async function purgeExpired(
  stores: {
    quotes: QuoteStore;
    contacts: ContactStore;
    callBacks: CallBackStore;
    personalData: PersonalDataStore;
    accounts: AccountStore;
  },
  now: Date,
): Promise<PurgeResult> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    quoteRequests: await stores.quotes.purgeBefore(ago(dataRetention.quoteRequestDays)),
    contactMessages: await stores.contacts.purgeBefore(
      ago(dataRetention.contactMessageDays),
      ago(dataRetention.complaintMessageDays),
    ),
    callBackRequests: await stores.callBacks.purgeBefore(ago(dataRetention.callBackRequestDays)),
    dataRequests: await stores.personalData.purgeRequests(ago(dataRetention.dataRequestDays)),
    ...(await stores.accounts.purgeExpired(now, {
      idleDays: accountLimits.sessionIdleDays,
      inactiveDays: accountLimits.inactiveAccountDays,
    })),
  };
}

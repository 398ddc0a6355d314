import { dataRetention } from "@plummet/contracts";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { AppDatabase } from "./database";
import { guarded } from "./errors";
import { contactMessages, dataRequests, quoteRequests } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  quoteRequests: number;
  contactMessages: number;
  dataRequests: number;
}

/**
 * Deletes personal data past its retention period (`dataRetention`, the figures the privacy
 * policy states): quote requests (with their quotes) and their click-outs, contact messages
 * (complaints after the longer period the FCA's complaint-handling rules require), and requests
 * for a visitor's data a day after their link expired. Renewal reminders are not purged here:
 * they are deleted when sent or cancelled.
 */
export async function purgeExpired(db: AppDatabase, now: Date): Promise<PurgeResult> {
  const quoteCutoff = new Date(now.getTime() - dataRetention.quoteRequestDays * DAY_MS);
  const contactCutoff = new Date(now.getTime() - dataRetention.contactMessageDays * DAY_MS);
  const complaintCutoff = new Date(now.getTime() - dataRetention.complaintMessageDays * DAY_MS);
  return guarded(async () => {
    const deletedRequests = await db
      .delete(quoteRequests)
      .where(lt(quoteRequests.createdAt, quoteCutoff))
      .returning({ id: quoteRequests.id });
    const deletedMessages = await db
      .delete(contactMessages)
      .where(
        or(
          and(ne(contactMessages.inquiryType, "complaint"), lt(contactMessages.createdAt, contactCutoff)),
          and(eq(contactMessages.inquiryType, "complaint"), lt(contactMessages.createdAt, complaintCutoff)),
        ),
      )
      .returning({ id: contactMessages.id });
    const deletedDataRequests = await db
      .delete(dataRequests)
      .where(lt(dataRequests.expiresAt, new Date(now.getTime() - dataRetention.dataRequestDays * DAY_MS)))
      .returning({ id: dataRequests.id });
    return {
      quoteRequests: deletedRequests.length,
      contactMessages: deletedMessages.length,
      dataRequests: deletedDataRequests.length,
    };
  });
}

import type { ContactRequest } from "@plummet/contracts";
import { and, count, eq, inArray, lt, ne, or } from "drizzle-orm";
import { forAddress } from "./by-address";
import type { Database, Transaction } from "./database";
import { guarded } from "./errors";
import { contactMessages } from "./schema";

/** Contact messages (the contact form). */
export class ContactStore {
  constructor(private readonly database: Database) {}

  /** Stores a message (in the caller's transaction, with its acknowledgement email); answers its id. */
  async save(
    message: ContactRequest & { reference: string; createdAt: Date },
    tx: Transaction,
  ): Promise<string> {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        reference: message.reference,
        fullName: message.fullName,
        email: message.email,
        phone: message.phone ? message.phone : null,
        inquiryType: message.inquiryType,
        message: message.message,
        createdAt: message.createdAt,
      })
      .returning({ id: contactMessages.id });
    return row!.id;
  }

  /** The messages with these ids (their acknowledgement emails are rendered from them). */
  findByIds(ids: readonly string[]): Promise<Array<typeof contactMessages.$inferSelect>> {
    return guarded(async () => {
      if (ids.length === 0) return [];
      await this.database.ready();
      return this.database.db
        .select()
        .from(contactMessages)
        .where(inArray(contactMessages.id, [...ids]));
    });
  }

  /**
   * Erases an address's messages but its complaints, which the FCA's complaint-handling rules
   * (DISP 1.9) require us to keep for three years; answers how many were deleted and kept.
   */
  async eraseForAddress(
    address: string,
    tx?: Transaction,
  ): Promise<{ deleted: number; complaintsKept: number }> {
    const db = tx ?? this.database.db;
    const deleted = await db
      .delete(contactMessages)
      .where(and(forAddress(contactMessages.email, address), ne(contactMessages.inquiryType, "complaint")))
      .returning({ id: contactMessages.id });
    const [complaints] = await db
      .select({ n: count() })
      .from(contactMessages)
      .where(forAddress(contactMessages.email, address));
    return { deleted: deleted.length, complaintsKept: complaints?.n ?? 0 };
  }

  /** Deletes messages made before `cutoff`, and complaints before `complaintCutoff`; answers how many. */
  purgeBefore(cutoff: Date, complaintCutoff: Date): Promise<number> {
    return guarded(async () => {
      const deleted = await this.database.db
        .delete(contactMessages)
        .where(
          or(
            and(ne(contactMessages.inquiryType, "complaint"), lt(contactMessages.createdAt, cutoff)),
            and(eq(contactMessages.inquiryType, "complaint"), lt(contactMessages.createdAt, complaintCutoff)),
          ),
        )
        .returning({ id: contactMessages.id });
      return deleted.length;
    });
  }
}

import type { CallBackRequest } from "@plummet/contracts";
import { inArray, lt } from "drizzle-orm";
import { forAddress } from "./by-address";
import type { Database, Transaction } from "./database";
import { guarded } from "./errors";
import { callBackRequests } from "./schema";

/** A stored call-back request. */
export type StoredCallBack = typeof callBackRequests.$inferSelect;

/** Requests to be called back (the call-back form): the only writer of `call_back_requests`. */
export class CallBackStore {
  constructor(private readonly database: Database) {}

  /** Stores a request (in the caller's transaction, with its confirmation email); answers its id. */
  async save(
    request: Omit<CallBackRequest, "consent"> & { reference: string; createdAt: Date },
    tx: Transaction,
  ): Promise<string> {
    const [row] = await tx
      .insert(callBackRequests)
      .values({
        reference: request.reference,
        fullName: request.fullName,
        phone: request.phone,
        email: request.email,
        bestTime: request.bestTime,
        topic: request.topic,
        notes: request.notes ? request.notes : null,
        createdAt: request.createdAt,
      })
      .returning({ id: callBackRequests.id });
    return row!.id;
  }

  /** The requests with these ids (the confirmation emails are rendered from them). */
  findByIds(ids: readonly string[]): Promise<StoredCallBack[]> {
    return guarded(async () => {
      if (ids.length === 0) return [];
      await this.database.ready();
      return this.database.db
        .select()
        .from(callBackRequests)
        .where(inArray(callBackRequests.id, [...ids]));
    });
  }

  /** Every request for an address, oldest first (a visitor's data). */
  async forAddress(address: string, tx?: Transaction): Promise<StoredCallBack[]> {
    return (tx ?? this.database.db)
      .select()
      .from(callBackRequests)
      .where(forAddress(callBackRequests.email, address))
      .orderBy(callBackRequests.createdAt);
  }

  /** Erases an address's requests (their confirmation emails' rows go with them); answers how many. */
  async eraseForAddress(address: string, tx?: Transaction): Promise<number> {
    const deleted = await (tx ?? this.database.db)
      .delete(callBackRequests)
      .where(forAddress(callBackRequests.email, address))
      .returning({ id: callBackRequests.id });
    return deleted.length;
  }

  /** Deletes requests made before `cutoff`; answers how many. */
  purgeBefore(cutoff: Date): Promise<number> {
    return guarded(async () => {
      const deleted = await this.database.db
        .delete(callBackRequests)
        .where(lt(callBackRequests.createdAt, cutoff))
        .returning({ id: callBackRequests.id });
      return deleted.length;
    });
  }
}

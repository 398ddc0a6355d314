import type { CallBackRequest } from "@plummet/contracts";
import type { CallBackStore } from "../db/call-back-store";
import { type Database, inTransaction } from "../db/database";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import { newReference } from "../quotes/reference";

/** Requests to be called back by the Plummet team (the call-back form). Knows nothing of HTTP. */
export class CallBackService {
  constructor(
    private readonly options: {
      database: Database;
      store: CallBackStore;
      outbox: MailOutboxStore;
      clock: () => Date;
      /** Told when a confirmation is queued, so it goes now. */
      onQueued: () => void;
    },
  ) {}

  /**
   * Stores a request under a new reference (PLB-…), which it answers, and queues the email that
   * confirms it, in one transaction. The consent is the request's condition, not stored apart:
   * a request exists only with it.
   */
  async request({ consent: _consent, ...request }: CallBackRequest): Promise<string> {
    const { database, store, outbox, clock } = this.options;
    const reference = newReference("PLB");
    const createdAt = clock();
    await inTransaction(database, async (tx) => {
      const callBackId = await store.save({ ...request, reference, createdAt }, tx);
      await outbox.enqueue([{ kind: "call-back-confirmation", callBackId, queuedAt: createdAt }], tx);
    });
    this.options.onQueued();
    return reference;
  }
}

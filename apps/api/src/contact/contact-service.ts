import type { ContactRequest } from "@plummet/contracts";
import type { ContactStore } from "../db/contact-store";
import { type Database, inTransaction } from "../db/database";
import type { MailOutboxStore } from "../db/mail-outbox-store";
import { newReference } from "../quotes/reference";

/** Messages to the Plummet team (the contact form). Knows nothing of HTTP. */
export class ContactService {
  constructor(
    private readonly options: {
      database: Database;
      store: ContactStore;
      outbox: MailOutboxStore;
      clock: () => Date;
      /** Told when an acknowledgement is queued, so it goes now. */
      onQueued: () => void;
    },
  ) {}

  /**
   * Stores a message under a new reference (PLC-…), which it answers, and queues the email that
   * acknowledges it, in one transaction.
   */
  async send(message: ContactRequest): Promise<string> {
    const { database, store, outbox, clock } = this.options;
    const reference = newReference("PLC");
    const createdAt = clock();
    await inTransaction(database, async (tx) => {
      const contactMessageId = await store.save({ ...message, reference, createdAt }, tx);
      await outbox.enqueue([{ kind: "contact-acknowledgement", contactMessageId, queuedAt: createdAt }], tx);
    });
    this.options.onQueued();
    return reference;
  }
}

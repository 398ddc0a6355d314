import type { ContactRequest } from "@plummet/contracts";
import type { Database } from "./database";
import { guarded } from "./errors";
import { contactMessages } from "./schema";

export class ContactStore {
  constructor(private readonly database: Database) {}

  async save(message: ContactRequest & { reference: string; createdAt: Date }): Promise<void> {
    await guarded(async () => {
      await this.database.ready();
      await this.database.db.insert(contactMessages).values({
        reference: message.reference,
        fullName: message.fullName,
        email: message.email,
        phone: message.phone ? message.phone : null,
        inquiryType: message.inquiryType,
        message: message.message,
        createdAt: message.createdAt,
      });
    });
  }
}

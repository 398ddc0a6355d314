import type { ContactRequest } from "@plummet/contracts";
import type { ContactStore } from "../db/contact-store";
import { newReference } from "../quotes/reference";

/** Messages to the Plummet team (the contact form). Knows nothing of HTTP. */
export class ContactService {
  constructor(private readonly options: { store: ContactStore; clock: () => Date }) {}

  /** Stores a message under a new reference (PLC-…), which it answers. */
  async send(message: ContactRequest): Promise<string> {
    const reference = newReference("PLC");
    await this.options.store.save({ ...message, reference, createdAt: this.options.clock() });
    return reference;
  }
}

import type { CoverageLevel, InsuranceType, Quote } from "@plummet/contracts";
import type { Database } from "../db/database";
import { guarded } from "../db/errors";
import type { MailOutboxStore, NewEmail } from "../db/mail-outbox-store";
import type { QuoteSet, QuoteSetPricing, QuoteStore, StoredQuoteSet } from "../db/quote-store";
import { WriteBatcher } from "../db/write-batcher";
import { assembleQuote } from "../rating/engine";
import { tracer } from "../tracer";
import { type CoverCatalogue, productFacts } from "./cover-catalogue";

/** A quote's id: its set's reference and the insurer, so it names both. */
export const quoteId = (reference: string, providerSlug: string) => `${reference}-${providerSlug}`;

/**
 * The quotes of a set, rebuilt from what was priced with the engine's pure functions and the
 * catalogue version they were made with: the same quotes, to the penny and the word, whatever
 * the panel, its factors or its catalogue are now.
 */
export function quotesFromPricing(
  reference: string,
  insuranceType: InsuranceType,
  coverageAmount: CoverageLevel,
  pricing: Omit<QuoteSetPricing, "catalogue">,
  catalogue: CoverCatalogue,
): Quote[] {
  return pricing.quotes.map((price) => {
    const { price: _made, ...quote } = assembleQuote(
      productFacts(catalogue, price.insurer, insuranceType),
      coverageAmount,
      pricing.market,
      price,
    );
    return { id: quoteId(reference, price.insurer), ...quote };
  });
}

interface Save {
  set: QuoteSet;
  /** Queue the email with it, in the same transaction. */
  email: boolean;
}

export interface QuoteSetsOptions {
  database: Database;
  store: QuoteStore;
  outbox: MailOutboxStore;
  /**
   * Of the addresses given, those on the suppression list: a marketing opt-in from one of them
   * is stored as not given and a confirmation email is queued instead. None: no check.
   */
  suppressedAmong?: (addresses: readonly string[]) => Promise<ReadonlySet<string>>;
}

/**
 * Quote sets as the service deals in them: saved with their email (`QuoteStore` and
 * `MailOutboxStore` in one transaction), and read back with their quotes rebuilt from what was
 * priced. Saves arriving together share one transaction (`WriteBatcher`).
 */
export class QuoteSets {
  private readonly batcher: WriteBatcher<Save>;

  constructor(private readonly options: QuoteSetsOptions) {
    this.batcher = new WriteBatcher((saves) => this.insert(saves));
  }

  /**
   * Saves a quote set, and queues its email in the same transaction when `email` is set: all of
   * it is stored, or none. Resolves once committed.
   */
  save(set: QuoteSet, options: { email: boolean }): Promise<void> {
    return guarded(async () => {
      await this.options.database.ready();
      await this.options.store.saveCurrentCatalogue();
      await this.batcher.add({ set, email: options.email });
    });
  }

  private async insert(saves: Save[]): Promise<void> {
    const { store, outbox, suppressedAmong } = this.options;
    const optingIn = saves.filter((save) => save.email && save.set.applicant.marketingOptIn);
    const suppressed =
      optingIn.length > 0 && suppressedAmong
        ? await suppressedAmong(optingIn.map((save) => save.set.applicant.email))
        : new Set<string>();
    /** A suppressed address's opt-in waits for its owner's confirmation (an emailed link). */
    const unconfirmed = (set: QuoteSet) =>
      set.applicant.marketingOptIn && suppressed.has(set.applicant.email);
    const emails: NewEmail[] = saves
      .filter((save) => save.email)
      .flatMap(({ set }) => [
        { kind: "quote-set" as const, quoteRequestId: set.id, queuedAt: set.createdAt },
        ...(unconfirmed(set)
          ? [{ kind: "opt-in-confirmation" as const, quoteRequestId: set.id, queuedAt: set.createdAt }]
          : []),
      ]);
    const sets = saves.map(({ set }) =>
      unconfirmed(set) ? { ...set, applicant: { ...set.applicant, marketingOptIn: false } } : set,
    );
    await tracer().startActiveSpan("save quote sets", async (span) => {
      span.setAttributes({ "db.system": "postgresql", "plummet.quote_sets": saves.length });
      try {
        // One statement, so all of it is stored or none: no transaction needed.
        await guarded(() => outbox.enqueueWith(store.insertStatement(sets), emails));
      } finally {
        span.end();
      }
    });
  }

  /** Queues a saved set's email if it has had none (it was saved without): true when queued now. */
  emailOnce(set: QuoteSet, queuedAt: Date): Promise<boolean> {
    return this.options.outbox.enqueueQuoteSetEmailOnce(set.id, queuedAt);
  }

  async findByReference(reference: string): Promise<QuoteSet | undefined> {
    const stored = await this.options.store.findByReference(reference);
    return stored && this.withQuotes(stored);
  }

  /** Quote sets by id (the sender's batch of emails), in no particular order. */
  async findByIds(ids: readonly string[]): Promise<QuoteSet[]> {
    const stored = await this.options.store.findByIds(ids);
    return Promise.all(stored.map((set) => this.withQuotes(set)));
  }

  /** A stored set with its quotes, rebuilt from its pricing. */
  private withQuotes(set: StoredQuoteSet): Promise<QuoteSet> {
    return guarded(async () => {
      const { pricing } = set;
      const catalogue = await this.options.store.catalogue(pricing.catalogue);
      const quotes = quotesFromPricing(
        set.reference,
        set.insuranceType,
        set.coverageAmount,
        pricing,
        catalogue,
      );
      return { ...set, quotes };
    });
  }
}

import {
  type AnswerValue,
  type CoverageLevel,
  type InsuranceType,
  noDeclines,
  type PreviousPrices,
  type ProviderOutcome,
  type Quote,
} from "@plummet/contracts";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { forAddress } from "./by-address";
import type { Database, Transaction } from "./database";
import { guarded } from "./errors";
import { clickOuts, coverCatalogues, quoteRequests } from "./schema";
import type { CoverCatalogue, InsurerPrice, MarketPricing } from "./stored-pricing";

/** How a quote set was priced: the catalogue version, the market's side and each insurer's price. */
export interface QuoteSetPricing {
  catalogue: string;
  market: MarketPricing;
  /** Cheapest first, in the order of the set's quotes. */
  quotes: InsurerPrice[];
}

/** A priced quote request as the service keeps it. */
export interface QuoteSet {
  id: string;
  reference: string;
  insuranceType: InsuranceType;
  coverageAmount: CoverageLevel;
  /** What the visitor told us; personal data, never answered back or logged. */
  applicant: { age: number; postcode: string; email: string; marketingOptIn: boolean };
  /** Cheapest first, exactly as answered. */
  quotes: Quote[];
  /** What the quotes are made from. */
  pricing: QuoteSetPricing;
  providersSearched: number;
  providers: ProviderOutcome;
  /** The product answers the visitor gave (question key to answer); the rest were defaults. */
  details?: Readonly<Record<string, AnswerValue>>;
  assumptions: string[];
  createdAt: Date;
  expiresAt: Date;
  /** The partner whose key asked for the set; absent for anonymous callers. */
  partnerId?: string;
  /** On a set a renewal reminder made: the prices then, and the renewal date it was for. */
  previous?: PreviousPrices & { renewalDate?: string };
}

/**
 * A quote set as stored: everything but its quotes, which `quotes/quote-sets.ts` rebuilds from
 * the pricing and the catalogue version (sets saved whole before migration 0009 were rewritten so
 * by migration 0017).
 */
export type StoredQuoteSet = Omit<QuoteSet, "quotes">;

type Row = typeof quoteRequests.$inferSelect;

/** A new quote set as its row: what was asked and what each insurer priced, never its quotes. */
function quoteSetRow(set: QuoteSet): typeof quoteRequests.$inferInsert {
  return {
    id: set.id,
    reference: set.reference,
    insuranceType: set.insuranceType,
    coverageAmount: set.coverageAmount,
    age: set.applicant.age,
    postcode: set.applicant.postcode,
    email: set.applicant.email,
    marketingOptIn: set.applicant.marketingOptIn,
    providersSearched: set.providersSearched,
    providersQuoted: set.providers.quoted,
    providersDeclined: set.providers.declined,
    providersUnavailable: set.providers.unavailable,
    providersDeclinedFor: set.providers.declinedFor,
    details: set.details ?? null,
    assumptions: set.assumptions,
    catalogue: set.pricing.catalogue,
    pricing: { market: set.pricing.market, quotes: set.pricing.quotes },
    createdAt: set.createdAt,
    expiresAt: set.expiresAt,
    partnerId: set.partnerId ?? null,
    previous: set.previous ?? null,
  };
}

function fromRow(row: Row): StoredQuoteSet {
  const insuranceType = row.insuranceType as InsuranceType;
  const coverageAmount = row.coverageAmount as CoverageLevel;
  if (!row.catalogue || !row.pricing) throw new Error(`Quote set ${row.reference} has no pricing`);
  return {
    id: row.id,
    reference: row.reference,
    insuranceType,
    coverageAmount,
    applicant: {
      age: row.age,
      postcode: row.postcode,
      email: row.email,
      marketingOptIn: row.marketingOptIn,
    },
    pricing: { catalogue: row.catalogue, ...row.pricing },
    providersSearched: row.providersSearched,
    providers: {
      quoted: row.providersQuoted,
      declined: row.providersDeclined,
      // Sets saved before a decline reason existed count none for it.
      declinedFor: { ...noDeclines(), ...row.providersDeclinedFor },
      unavailable: row.providersUnavailable,
    },
    ...(row.details && { details: row.details }),
    assumptions: row.assumptions,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    ...(row.previous && { previous: row.previous }),
  };
}

/**
 * Quote sets and click-outs. A set is stored as what was asked and what each insurer priced;
 * the panel's facts are stored once per catalogue version (`cover_catalogues`).
 */
export class QuoteStore {
  private readonly catalogues = new Map<string, Promise<CoverCatalogue>>();
  private currentSaved: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    /** The catalogue new quote sets are made with. */
    private readonly current: CoverCatalogue,
  ) {
    this.catalogues.set(current.hash, Promise.resolve(current));
  }

  /** Inserts new quote sets (with their pricing), in the caller's transaction when given one. */
  async insert(sets: readonly QuoteSet[], tx?: Transaction): Promise<void> {
    await this.insertStatement(sets, tx);
  }

  /**
   * The INSERT of new quote sets, not yet run: to run as the first part of one statement with
   * what goes with them (`MailOutboxStore.enqueueWith`), which needs no transaction.
   */
  insertStatement(sets: readonly QuoteSet[], tx?: Transaction) {
    return (tx ?? this.database.db).insert(quoteRequests).values(sets.map(quoteSetRow));
  }

  /** Stores the current catalogue version once (every instance may try; the first one wins). */
  saveCurrentCatalogue(): Promise<void> {
    this.currentSaved ??= this.database.db
      .insert(coverCatalogues)
      .values({ hash: this.current.hash, insurers: this.current.insurers, createdAt: new Date() })
      .onConflictDoNothing()
      .then(
        () => undefined,
        (error: unknown) => {
          this.currentSaved = undefined;
          throw error;
        },
      );
    return this.currentSaved;
  }

  /** Records a marketing opt-in its owner confirmed from an emailed link, if the set still exists. */
  confirmOptIn(id: string, address: string, tx?: Transaction): Promise<boolean> {
    return guarded(async () => {
      await this.database.ready();
      const updated = await (tx ?? this.database.db)
        .update(quoteRequests)
        .set({ marketingOptIn: true })
        .where(and(eq(quoteRequests.id, id), sql`lower(${quoteRequests.email}) = ${address}`))
        .returning({ id: quoteRequests.id });
      return updated.length > 0;
    });
  }

  findByReference(reference: string): Promise<StoredQuoteSet | undefined> {
    return this.findOne(eq(quoteRequests.reference, reference));
  }

  /** Quote sets by id (the sender's batch of emails), in no particular order. */
  findByIds(ids: readonly string[]): Promise<StoredQuoteSet[]> {
    return guarded(async () => {
      if (ids.length === 0) return [];
      await this.database.ready();
      const rows = await this.database.db
        .select()
        .from(quoteRequests)
        .where(inArray(quoteRequests.id, [...ids]));
      return rows.map(fromRow);
    });
  }

  private findOne(where: ReturnType<typeof eq>): Promise<StoredQuoteSet | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db.select().from(quoteRequests).where(where).limit(1);
      return row && fromRow(row);
    });
  }

  /** A catalogue version, read once and then kept (versions never change). */
  catalogue(hash: string): Promise<CoverCatalogue> {
    let found = this.catalogues.get(hash);
    if (!found) {
      found = this.database.db
        .select()
        .from(coverCatalogues)
        .where(eq(coverCatalogues.hash, hash))
        .then(([row]) => {
          if (!row) throw new Error(`Cover catalogue ${hash} is missing`);
          return { hash, insurers: row.insurers };
        });
      found.catch(() => this.catalogues.delete(hash));
      this.catalogues.set(hash, found);
    }
    return found;
  }

  recordClickOut(click: {
    quoteRequestId: string;
    quoteId: string | null;
    providerSlug: string;
    createdAt: Date;
    partnerId?: string | null;
  }): Promise<void> {
    return guarded(async () => {
      await this.database.ready();
      await this.database.db.insert(clickOuts).values(click);
    });
  }

  /** Withdraws the marketing opt-in on every quote set of an address (unsubscribe); answers how many. */
  async withdrawMarketing(address: string, tx?: Transaction): Promise<number> {
    const withdrawn = await (tx ?? this.database.db)
      .update(quoteRequests)
      .set({ marketingOptIn: false })
      .where(and(forAddress(quoteRequests.email, address), eq(quoteRequests.marketingOptIn, true)))
      .returning({ id: quoteRequests.id });
    return withdrawn.length;
  }

  /**
   * Erases an address's quote sets (their outbox rows go with them, a cascading delete); their
   * click-outs stay only as anonymous figures (insurer and day), unlinked first. Answers how many
   * sets were deleted.
   */
  async eraseForAddress(address: string, tx?: Transaction): Promise<number> {
    const db = tx ?? this.database.db;
    const setIds = db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(forAddress(quoteRequests.email, address));
    await db
      .update(clickOuts)
      .set({ quoteRequestId: null, quoteId: null, createdAt: sql`date_trunc('day', ${clickOuts.createdAt})` })
      .where(inArray(clickOuts.quoteRequestId, setIds));
    const sets = await db
      .delete(quoteRequests)
      .where(forAddress(quoteRequests.email, address))
      .returning({ id: quoteRequests.id });
    return sets.length;
  }

  /** Deletes quote sets made before `cutoff` (their click-outs and emails go with them); answers how many. */
  purgeBefore(cutoff: Date): Promise<number> {
    return guarded(async () => {
      const deleted = await this.database.db
        .delete(quoteRequests)
        .where(lt(quoteRequests.createdAt, cutoff))
        .returning({ id: quoteRequests.id });
      return deleted.length;
    });
  }
}

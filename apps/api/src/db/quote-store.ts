import {
  type CoverageLevel,
  type InsuranceType,
  noDeclines,
  type PreviousPrices,
  type ProviderOutcome,
  type Quote,
} from "@plummet/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type CoverCatalogue, productFacts } from "../quotes/cover-catalogue";
import { assembleQuote, type InsurerPrice, type MarketPricing } from "../rating/engine";
import { tracer } from "../tracer";
import type { Database } from "./database";
import { guarded } from "./errors";
import { clickOuts, coverCatalogues, mailOutbox, quoteRequests } from "./schema";
import { WriteBatcher } from "./write-batcher";

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
  /** What the quotes are made from; absent on sets saved whole before migration 0009. */
  pricing?: QuoteSetPricing;
  providersSearched: number;
  providers: ProviderOutcome;
  /** The product answers the visitor gave (question key to answer); the rest were defaults. */
  details?: Readonly<Record<string, string>>;
  assumptions: string[];
  createdAt: Date;
  expiresAt: Date;
  /** The partner whose key asked for the set; absent for anonymous callers. */
  partnerId?: string;
  /** On a set a renewal reminder made: the prices then, and the renewal date it was for. */
  previous?: PreviousPrices & { renewalDate?: string };
}

interface Save {
  set: QuoteSet;
  /** Queue the email with a copy of the quotes, in the same transaction. */
  email: boolean;
}

type Row = typeof quoteRequests.$inferSelect;

/** A new quote set as its row (QuoteStore.save, and the reminder sender's own transaction). */
export function quoteSetRow(set: QuoteSet): typeof quoteRequests.$inferInsert {
  if (!set.pricing) throw new Error("A new quote set is saved with its pricing");
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

/**
 * Quote sets and click-outs. A set is stored as what was asked and what each insurer priced;
 * the panel's facts are stored once per catalogue version (`cover_catalogues`).
 */
export class QuoteStore {
  private readonly batcher: WriteBatcher<Save>;
  private readonly catalogues = new Map<string, Promise<CoverCatalogue>>();
  private currentSaved: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    /** The catalogue new quote sets are made with. */
    private readonly current: CoverCatalogue,
    /**
     * Of the addresses given, those on the suppression list: a marketing opt-in from one of
     * them is stored as not given and a confirmation email is queued instead. None: no check.
     */
    private readonly suppressedAmong?: (addresses: readonly string[]) => Promise<ReadonlySet<string>>,
  ) {
    this.batcher = new WriteBatcher((saves) => this.insert(saves));
    this.catalogues.set(current.hash, Promise.resolve(current));
  }

  /**
   * Saves a quote set, and queues its email in the same transaction when `email` is set: all of
   * it is stored, or none. Resolves once committed.
   */
  save(set: QuoteSet, options: { email: boolean }): Promise<void> {
    return guarded(async () => {
      await this.database.ready();
      await this.saveCurrentCatalogue();
      await this.batcher.add({ set, email: options.email });
    });
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

  private async insert(saves: Save[]): Promise<void> {
    const optingIn = saves.filter((save) => save.email && save.set.applicant.marketingOptIn);
    const suppressed =
      optingIn.length > 0 && this.suppressedAmong
        ? await this.suppressedAmong(optingIn.map((save) => save.set.applicant.email))
        : new Set<string>();
    /** A suppressed address's opt-in waits for its owner's confirmation (an emailed link). */
    const unconfirmed = (set: QuoteSet) =>
      set.applicant.marketingOptIn && suppressed.has(set.applicant.email);
    const emails = saves
      .filter((save) => save.email)
      .flatMap(({ set }) => [
        { quoteRequestId: set.id, nextAttemptAt: set.createdAt, createdAt: set.createdAt },
        ...(unconfirmed(set)
          ? [
              {
                kind: "opt-in-confirmation" as const,
                quoteRequestId: set.id,
                nextAttemptAt: set.createdAt,
                createdAt: set.createdAt,
              },
            ]
          : []),
      ]);
    await tracer().startActiveSpan("save quote sets", async (span) => {
      span.setAttributes({ "db.system": "postgresql", "plummet.quote_sets": saves.length });
      try {
        await this.database.db.transaction(async (tx) => {
          await tx.insert(quoteRequests).values(
            saves.map(({ set }) => ({
              ...quoteSetRow(set),
              ...(unconfirmed(set) && { marketingOptIn: false }),
            })),
          );
          if (emails.length > 0) await tx.insert(mailOutbox).values(emails);
        });
      } finally {
        span.end();
      }
    });
  }

  /** Records a marketing opt-in its owner confirmed from an emailed link, if the set still exists. */
  confirmOptIn(id: string, address: string): Promise<boolean> {
    return guarded(async () => {
      await this.database.ready();
      const updated = await this.database.db
        .update(quoteRequests)
        .set({ marketingOptIn: true })
        .where(and(eq(quoteRequests.id, id), sql`lower(${quoteRequests.email}) = ${address}`))
        .returning({ id: quoteRequests.id });
      return updated.length > 0;
    });
  }

  findByReference(reference: string): Promise<QuoteSet | undefined> {
    return this.findOne(eq(quoteRequests.reference, reference));
  }

  /** Quote sets by id (the sender's batch of emails), in no particular order. */
  findByIds(ids: readonly string[]): Promise<QuoteSet[]> {
    return guarded(async () => {
      if (ids.length === 0) return [];
      await this.database.ready();
      const rows = await this.database.db
        .select()
        .from(quoteRequests)
        .where(inArray(quoteRequests.id, [...ids]));
      return Promise.all(rows.map((row) => this.fromRow(row)));
    });
  }

  private findOne(where: ReturnType<typeof eq>): Promise<QuoteSet | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db.select().from(quoteRequests).where(where).limit(1);
      return row && this.fromRow(row);
    });
  }

  private async fromRow(row: Row): Promise<QuoteSet> {
    const insuranceType = row.insuranceType as InsuranceType;
    const coverageAmount = row.coverageAmount as CoverageLevel;
    const pricing = row.catalogue && row.pricing ? { catalogue: row.catalogue, ...row.pricing } : undefined;
    const quotes = pricing
      ? quotesFromPricing(
          row.reference,
          insuranceType,
          coverageAmount,
          pricing,
          await this.catalogue(pricing.catalogue),
        )
      : (row.quotes ?? []);
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
      quotes,
      ...(pricing && { pricing }),
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

  /** A catalogue version, read once and then kept (versions never change). */
  private catalogue(hash: string): Promise<CoverCatalogue> {
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
}

import {
  type CoverageLevel,
  type InsuranceType,
  noDeclines,
  type ProviderOutcome,
  type Quote,
} from "@plummet/contracts";
import { eq } from "drizzle-orm";
import type { AppDatabase, Database } from "./database";
import { guarded } from "./errors";
import { clickOuts, quoteRequests } from "./schema";
import { WriteBatcher } from "./write-batcher";

/** A priced quote request as the service keeps it. */
export interface QuoteSet {
  id: string;
  reference: string;
  insuranceType: InsuranceType;
  coverageAmount: CoverageLevel;
  /** What the visitor told us; personal data, never answered back or logged. */
  applicant: { age: number; postcode: string; email: string; marketingOptIn: boolean };
  quotes: Quote[];
  providersSearched: number;
  providers: ProviderOutcome;
  /** The product answers the visitor gave (question key to answer); the rest were defaults. */
  details?: Readonly<Record<string, string>>;
  assumptions: string[];
  createdAt: Date;
  expiresAt: Date;
  /** The partner whose key asked for the set; absent for anonymous callers. */
  partnerId?: string;
}

/** A transaction, for work that must be saved with a quote set or not at all. */
export type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/** Work to do in the transaction that saves a quote set (an email to send, for example). */
export type Alongside = (tx: Transaction) => Promise<void>;

interface Save {
  set: QuoteSet;
  alongside: Alongside | undefined;
}

function toRow(set: QuoteSet): typeof quoteRequests.$inferInsert {
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
    quotes: set.quotes,
    createdAt: set.createdAt,
    expiresAt: set.expiresAt,
    partnerId: set.partnerId ?? null,
  };
}

/** Quote sets and click-outs. */
export class QuoteStore {
  private readonly batcher: WriteBatcher<Save>;

  constructor(private readonly database: Database) {
    this.batcher = new WriteBatcher((saves) => this.insert(saves));
  }

  /**
   * Saves a quote set, with whatever `alongside` writes in the same transaction: all of it is
   * stored, or none. Resolves once committed.
   */
  save(set: QuoteSet, alongside?: Alongside): Promise<void> {
    return guarded(async () => {
      await this.database.ready();
      await this.batcher.add({ set, alongside });
    });
  }

  private async insert(saves: Save[]): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      await tx.insert(quoteRequests).values(saves.map(({ set }) => toRow(set)));
      for (const { alongside } of saves) await alongside?.(tx);
    });
  }

  findByReference(reference: string): Promise<QuoteSet | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.database.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.reference, reference))
        .limit(1);
      if (!row) return undefined;
      return {
        id: row.id,
        reference: row.reference,
        insuranceType: row.insuranceType as InsuranceType,
        coverageAmount: row.coverageAmount as CoverageLevel,
        applicant: {
          age: row.age,
          postcode: row.postcode,
          email: row.email,
          marketingOptIn: row.marketingOptIn,
        },
        quotes: row.quotes,
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
      };
    });
  }

  recordClickOut(click: {
    quoteRequestId: string;
    quoteId: string;
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

import type { CoverageLevel, InsuranceType, ProviderOutcome, Quote } from "@plummet/contracts";
import { asc, eq } from "drizzle-orm";
import { BatchWriter } from "./batch-writer";
import type { AppDatabase, Database } from "./database";
import { guarded } from "./errors";
import { clickOuts, quoteRequests, quotes } from "./schema";

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
  assumptions: string[];
  createdAt: Date;
  expiresAt: Date;
}

const toPence = (pounds: number) => Math.round(pounds * 100);

/** Quote sets and click-outs. Saving goes through a group-commit writer (see BatchWriter). */
export class QuoteStore {
  private readonly writer: BatchWriter<QuoteSet>;
  private readonly db: AppDatabase;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.writer = new BatchWriter((sets) => this.insert(sets));
  }

  save(set: QuoteSet): Promise<void> {
    return guarded(async () => {
      await this.database.ready();
      await this.writer.add(set);
    });
  }

  /** Waits for saves in flight, so shutting down loses nothing already answered. */
  drain(): Promise<void> {
    return this.writer.drain();
  }

  private async insert(sets: QuoteSet[]): Promise<void> {
    const requestRows = sets.map((set) => ({
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
      assumptions: set.assumptions,
      createdAt: set.createdAt,
      expiresAt: set.expiresAt,
    }));
    const quoteRows = sets.flatMap((set) =>
      set.quotes.map((quote, position) => ({
        id: quote.id,
        quoteRequestId: set.id,
        position,
        providerSlug: quote.providerSlug,
        provider: quote.provider,
        productName: quote.productName,
        rating: quote.rating,
        annualPricePence: toPence(quote.annualPrice),
        monthlyPricePence: toPence(quote.monthlyPrice),
        excess: quote.excess,
        features: quote.features,
      })),
    );
    await this.db.transaction(async (tx) => {
      await tx.insert(quoteRequests).values(requestRows);
      if (quoteRows.length > 0) await tx.insert(quotes).values(quoteRows);
    });
  }

  async findByReference(reference: string): Promise<QuoteSet | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [request] = await this.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.reference, reference))
        .limit(1);
      if (!request) return undefined;
      const rows = await this.db
        .select()
        .from(quotes)
        .where(eq(quotes.quoteRequestId, request.id))
        .orderBy(asc(quotes.position));
      return {
        id: request.id,
        reference: request.reference,
        insuranceType: request.insuranceType as InsuranceType,
        coverageAmount: request.coverageAmount as CoverageLevel,
        applicant: {
          age: request.age,
          postcode: request.postcode,
          email: request.email,
          marketingOptIn: request.marketingOptIn,
        },
        quotes: rows.map((row) => ({
          id: row.id,
          provider: row.provider,
          providerSlug: row.providerSlug,
          productName: row.productName,
          rating: row.rating,
          annualPrice: row.annualPricePence / 100,
          monthlyPrice: row.monthlyPricePence / 100,
          excess: row.excess,
          features: row.features,
        })),
        providersSearched: request.providersSearched,
        providers: {
          quoted: request.providersQuoted,
          declined: request.providersDeclined,
          unavailable: request.providersUnavailable,
        },
        assumptions: request.assumptions,
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
      };
    });
  }

  async recordClickOut(click: {
    quoteRequestId: string;
    quoteId: string;
    providerSlug: string;
    createdAt: Date;
  }): Promise<void> {
    await guarded(async () => {
      await this.database.ready();
      await this.db.insert(clickOuts).values(click);
    });
  }
}

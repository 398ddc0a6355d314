import type { CoverageLevel, InsuranceType, ProviderOutcome, Quote } from "@plummet/contracts";
import { eq, sql } from "drizzle-orm";
import { BatchWriter } from "./batch-writer";
import type { AppDatabase, Database } from "./database";
import { guarded } from "./errors";
import { decodeQuotes, encodeQuotes } from "./quote-codec";
import { clickOuts, quoteRequests } from "./schema";

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

/** Every column of quote_requests, as the batch INSERT names them. */
export const quoteRequestColumns = [
  "id",
  "reference",
  "insurance_type",
  "coverage_amount",
  "age",
  "postcode",
  "email",
  "marketing_opt_in",
  "providers_searched",
  "providers_quoted",
  "providers_declined",
  "providers_unavailable",
  "assumptions",
  "quotes",
  "created_at",
  "expires_at",
];
const INSERTED_COLUMNS = sql.raw(quoteRequestColumns.map((column) => `"${column}"`).join(", "));

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

  /**
   * One INSERT for the whole batch, atomic on its own, with the rows as a single JSON parameter
   * expanded by PostgreSQL (json_populate_recordset): far cheaper than binding hundreds of
   * parameters, which matters most for PGlite.
   */
  private async insert(sets: QuoteSet[]): Promise<void> {
    const rows = sets.map((set) => ({
      id: set.id,
      reference: set.reference,
      insurance_type: set.insuranceType,
      coverage_amount: set.coverageAmount,
      age: set.applicant.age,
      postcode: set.applicant.postcode,
      email: set.applicant.email,
      marketing_opt_in: set.applicant.marketingOptIn,
      providers_searched: set.providersSearched,
      providers_quoted: set.providers.quoted,
      providers_declined: set.providers.declined,
      providers_unavailable: set.providers.unavailable,
      assumptions: set.assumptions,
      quotes: encodeQuotes(set.reference, set.quotes),
      created_at: set.createdAt.toISOString(),
      expires_at: set.expiresAt.toISOString(),
    }));
    await this.db.execute(sql`
      insert into ${quoteRequests} (${INSERTED_COLUMNS})
      select ${INSERTED_COLUMNS} from json_populate_recordset(null::${quoteRequests}, ${JSON.stringify(rows)})`);
  }

  async findByReference(reference: string): Promise<QuoteSet | undefined> {
    return guarded(async () => {
      await this.database.ready();
      const [row] = await this.db
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
        quotes: decodeQuotes(row.reference, row.quotes),
        providersSearched: row.providersSearched,
        providers: {
          quoted: row.providersQuoted,
          declined: row.providersDeclined,
          unavailable: row.providersUnavailable,
        },
        assumptions: row.assumptions,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
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

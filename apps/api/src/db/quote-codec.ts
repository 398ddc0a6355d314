import type { CoverageLevel, InsuranceType, Quote } from "@plummet/contracts";
import type { PanelCatalog, PanelFacts } from "../quotes/panel-facts";

/**
 * How a quote set's quotes are stored: one compact JSON value per quote set. Saving is the hot
 * path of the service and PGlite's cost grows with the bytes written. Three forms, all lossless
 * (decoding gives back exactly the quotes answered):
 *
 * - `SnapshotQuotes` (v2, what the service writes): quotes made from the offers of a panel
 *   snapshot (see panel-facts.ts and the `panel_snapshots` table) keep only which offer and the
 *   two prices; names, ratings, excess and features are read back from that snapshot.
 * - `StoredQuotes` (v1): self-contained tuples, used when a quote is not exactly one of the
 *   snapshot's offers (another kind of adapter) and by sets saved before snapshots existed.
 * - a plain array of quotes: the first migration's form, and any price that is not whole pence.
 */
export interface StoredQuotes {
  v: 1;
  /** Features every quote ends with, in order. */
  common: string[];
  q: StoredQuote[];
}

type StoredQuote = [
  providerSlug: string,
  provider: string,
  productName: string,
  rating: number,
  annualPence: number,
  monthlyPence: number,
  excess: number,
  ownFeatures: string[],
];

/** A quote's id within its set: the set's reference and the insurer's slug. */
export const quoteId = (reference: string, providerSlug: string) => `${reference}-${providerSlug}`;

function commonSuffix(lists: string[][]): string[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  let length = first.length;
  for (const list of rest) {
    let shared = 0;
    while (
      shared < length &&
      shared < list.length &&
      list[list.length - 1 - shared] === first[first.length - 1 - shared]
    ) {
      shared += 1;
    }
    length = shared;
  }
  return first.slice(first.length - length);
}

const toPence = (pounds: number) => Math.round(pounds * 100);

export function encodeQuotes(reference: string, quotes: readonly Quote[]): StoredQuotes {
  const common = commonSuffix(quotes.map((quote) => quote.features));
  return {
    v: 1,
    common,
    q: quotes.map((quote) => {
      if (quote.id !== quoteId(reference, quote.providerSlug)) {
        throw new Error(`Quote id ${quote.id} does not follow its set's reference ${reference}`);
      }
      return [
        quote.providerSlug,
        quote.provider,
        quote.productName,
        quote.rating,
        toPence(quote.annualPrice),
        toPence(quote.monthlyPrice),
        quote.excess,
        quote.features.slice(0, quote.features.length - common.length),
      ];
    }),
  };
}

/** Quotes made from a panel snapshot's offers: `q` holds offer index, annual pence, monthly pence, … */
export interface SnapshotQuotes {
  v: 2;
  q: number[];
}

export type AnyStoredQuotes = SnapshotQuotes | StoredQuotes | Quote[];

/** Also reads the first migration's format (a plain array of quotes). */
export function decodeQuotes(reference: string, stored: StoredQuotes | Quote[]): Quote[] {
  if (Array.isArray(stored)) return stored;
  return stored.q.map(
    ([providerSlug, provider, productName, rating, annualPence, monthlyPence, excess, own]) => ({
      id: quoteId(reference, providerSlug),
      provider,
      providerSlug,
      productName,
      rating,
      monthlyPrice: monthlyPence / 100,
      annualPrice: annualPence / 100,
      excess,
      features: [...own, ...stored.common],
    }),
  );
}

/** The panel snapshot the service writes against: its row id and its facts. */
export interface PanelSnapshot {
  id: number;
  catalog: PanelCatalog;
}

interface QuoteSetFacts {
  reference: string;
  insuranceType: InsuranceType;
  coverageAmount: CoverageLevel;
  quotes: readonly Quote[];
  assumptions: string[];
}

/** A quote set's stored columns: assumptions are null when they are the snapshot's own. */
export interface EncodedQuoteSet {
  panelSnapshotId: number | null;
  assumptions: string[] | null;
  quotes: AnyStoredQuotes;
}

const wholePence = (pounds: number) => toPence(pounds) / 100 === pounds;

export function encodeQuoteSet(set: QuoteSetFacts, snapshot: PanelSnapshot | undefined): EncodedQuoteSet {
  const { reference, insuranceType: type, coverageAmount: level, quotes } = set;
  if (!quotes.every((quote) => wholePence(quote.annualPrice) && wholePence(quote.monthlyPrice))) {
    return { panelSnapshotId: null, assumptions: set.assumptions, quotes: [...quotes] };
  }
  if (!snapshot) {
    return { panelSnapshotId: null, assumptions: set.assumptions, quotes: encodeQuotes(reference, quotes) };
  }
  const q: number[] = [];
  for (const quote of quotes) {
    const index = snapshot.catalog.offerIndex(type, level, quote);
    if (index < 0) {
      q.length = 0;
      break;
    }
    if (quote.id !== quoteId(reference, quote.providerSlug)) {
      throw new Error(`Quote id ${quote.id} does not follow its set's reference ${reference}`);
    }
    q.push(index, toPence(quote.annualPrice), toPence(quote.monthlyPrice));
  }
  const fromSnapshot = q.length === quotes.length * 3;
  const ownAssumptions = !snapshot.catalog.statesAssumptions(type, level, set.assumptions);
  if (!fromSnapshot && ownAssumptions) {
    return { panelSnapshotId: null, assumptions: set.assumptions, quotes: encodeQuotes(reference, quotes) };
  }
  return {
    panelSnapshotId: snapshot.id,
    assumptions: ownAssumptions ? set.assumptions : null,
    quotes: fromSnapshot ? { v: 2, q } : encodeQuotes(reference, quotes),
  };
}

/**
 * Gives back a quote set's quotes and assumptions exactly as answered. `facts` is the snapshot
 * the row names (required when it names one).
 */
export function decodeQuoteSet(
  stored: Omit<QuoteSetFacts, "quotes" | "assumptions"> & {
    quotes: AnyStoredQuotes;
    assumptions: string[] | null;
  },
  facts: PanelFacts | undefined,
): { quotes: Quote[]; assumptions: string[] } {
  const { reference, insuranceType, coverageAmount } = stored;
  const entry = facts?.[`${insuranceType}/${coverageAmount}`];
  const needsSnapshot =
    stored.assumptions === null || (!Array.isArray(stored.quotes) && stored.quotes.v === 2);
  if (needsSnapshot && !entry) {
    throw new Error(`Quote set ${reference} refers to panel facts that are missing`);
  }
  const assumptions = stored.assumptions ?? [...entry!.assumptions];
  if (Array.isArray(stored.quotes) || stored.quotes.v !== 2) {
    return { quotes: decodeQuotes(reference, stored.quotes), assumptions };
  }
  const { q } = stored.quotes;
  const quotes: Quote[] = [];
  for (let i = 0; i < q.length; i += 3) {
    const offer = entry!.offers[q[i]!];
    if (!offer) throw new Error(`Quote set ${reference} refers to an offer its panel facts do not have`);
    const [providerSlug, provider, productName, rating, excess, features] = offer;
    quotes.push({
      id: quoteId(reference, providerSlug),
      provider,
      providerSlug,
      productName,
      rating,
      monthlyPrice: q[i + 2]! / 100,
      annualPrice: q[i + 1]! / 100,
      excess,
      features: [...features],
    });
  }
  return { quotes, assumptions };
}

import type { Quote } from "@plummet/contracts";

/**
 * How a quote set's quotes are stored: one compact JSON value per quote set. Saving is the hot
 * path of the service and PGlite's cost grows with the bytes written, so the quotes go in as
 * tuples (no repeated keys, prices in pence) and the features every quote shares (the cover of
 * the level chosen) are stored once. Lossless: decoding gives back exactly the quotes answered.
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

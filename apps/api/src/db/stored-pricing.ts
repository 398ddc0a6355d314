import type { InsurerProduct } from "@plummet/content/insurers";
import type { InsuranceType, PriceFactor, QuoteCoverItem } from "@plummet/contracts";

/*
 * What a quote set's pricing and the cover catalogue are stored as (`quote_requests.pricing`,
 * `cover_catalogues.insurers`). The rating engine makes these and `quotes/` rebuilds quotes from
 * them; they live here so the schema depends on nothing above the database.
 */

/** How an insurer lets people pay monthly: an optional deposit, then equal monthly instalments. */
export interface InstalmentTerms {
  /** Monthly instalments after the deposit, the first a month after the policy starts. */
  instalments: number;
  /** Share of the annual price paid as a deposit when the policy starts (0 for none). */
  depositShare: number;
  /** Credit charge as a share of the amount of credit (the annual price less the deposit). */
  chargeRate: number;
}

/**
 * What one insurer priced for a request: with the request's market pricing and the insurer's
 * catalogue facts, all that is needed to rebuild its quote exactly (see `assembleQuote`). A quote
 * set stores these, not the quotes they make.
 */
export interface InsurerPrice {
  /** The insurer's slug in the panel's catalogue. */
  insurer: string;
  annualPence: number;
  /** The insurer's own pricing against the market, after clamping. */
  insurerMultiplier: number;
  /** How the insurer lets people pay monthly. */
  instalments: InstalmentTerms;
  /**
   * What a remote insurer answered beside its price (the built-in panel's come from the
   * catalogue): its excess, how it treats each catalogue feature and until when it holds the price.
   */
  answered?: RemoteTerms;
}

/** A remote insurer's own terms for one quote, stored with its price. */
export interface RemoteTerms {
  excess: number;
  cover: Array<{ feature: string; status: QuoteCoverItem["status"]; limit?: string }>;
  priceHeldUntil: string;
}

/** One factor of the market's price, with what it multiplies the price by. */
export interface MarketStep {
  factor: PriceFactor;
  question?: string;
  label: string;
  multiplier: number;
}

/** The market side of a request's price, the same for every insurer asked. */
export interface MarketPricing {
  /** The market's annual premium for standard cover, before tax, in GBP. */
  baseRate: number;
  taxRate: number;
  steps: MarketStep[];
  /**
   * The excess the visitor chose, where the product asks for one (private medical): every
   * insurer's quote is priced with it, so it replaces each insurer's own compulsory excess.
   */
  excess?: number;
}

/** The panel's public facts a quote is made of, by insurer slug: its name and its products. */
export type CatalogueInsurers = Readonly<
  Record<string, { name: string; products: Partial<Record<InsuranceType, Omit<InsurerProduct, "type">>> }>
>;

/**
 * One version of the cover catalogue: what every insurer on the panel offers (product names,
 * ratings, excesses, features and cover by level), named by a hash of that content. A quote set
 * names the version it was made with instead of carrying a copy of it.
 */
export interface CoverCatalogue {
  hash: string;
  insurers: CatalogueInsurers;
}

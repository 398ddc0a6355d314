import { randomUUID } from "node:crypto";
import {
  type AnswerValue,
  dataRetention,
  detailAnswers,
  type QuoteDetails,
  type QuoteEmailResponse,
  type QuoteRequest,
  type QuoteSetResponse,
  quoteSetMessages,
  type SelectQuoteResponse,
  todayIso,
} from "@plummet/contracts";
import { type HandoverSigningKey, signHandover } from "@plummet/insurer-kit";
import type { QuoteSet, QuoteStore } from "../db/quote-store";
import { HttpError } from "../http-error";
import type { ProviderAdapter } from "../providers/adapter";
import { gatherQuotes, type ProviderFailure } from "../providers/aggregator";
import type { RemoteInsurer } from "../providers/remote-insurers-file";
import { coverAssumptions } from "../rating/cover-assumptions";
import { type DeclineReason, marketPricing } from "../rating/engine";
import { tracer } from "../tracer";
import type { CoverCatalogue } from "./cover-catalogue";
import { type QuoteSets, quoteId } from "./quote-sets";
import { newReference } from "./reference";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface QuoteServiceOptions {
  adapters: readonly ProviderAdapter[];
  /** Saves and reads quote sets. */
  sets: QuoteSets;
  /** Records click-outs. */
  store: QuoteStore;
  /** The catalogue version the panel's adapters price with. */
  catalogue: CoverCatalogue;
  clock: () => Date;
  providerBudgetMs: number;
  onProviderFailure?: (failure: ProviderFailure) => void;
  onProviderDecline?: (slug: string, reason: DeclineReason) => void;
  /** Whether a new quote set's email is queued with it. */
  email: boolean;
  /**
   * The website, whose /continue page the built-in panel's insurers hand over to: they are
   * fictional, so the visitor reads what would happen next there, with the price held.
   */
  siteUrl: string;
  /** Called once a new quote set is saved (to count it, or to send its email before the next poll). */
  onSaved?: (set: QuoteSet) => void;
  /** The remote insurer with this slug, if one is configured (its click-out carries a handover). */
  remoteInsurer?: (slug: string) => RemoteInsurer | undefined;
  /** How long a handover token holds the price. */
  handoverTtlMs?: number;
  /** Plummet's key that handovers are signed with (needed with remote insurers). */
  handoverKey?: HandoverSigningKey;
}

/** What a client sees of a quote set: never the applicant's personal data. */
export function toQuoteSetResponse(set: QuoteSet): QuoteSetResponse {
  return {
    reference: set.reference,
    insuranceType: set.insuranceType,
    coverageAmount: set.coverageAmount,
    quotes: set.quotes,
    providersSearched: set.providersSearched,
    providers: set.providers,
    assumptions: set.assumptions,
    details: detailAnswers(set.insuranceType, set.coverageAmount, set.details),
    createdAt: set.createdAt.toISOString(),
    expiresAt: set.expiresAt.toISOString(),
    ...(set.previous && { previous: previousPrices(set.previous) }),
  };
}

/** The prices then, as answered (the renewal date stays for the reminder email). */
function previousPrices({ renewalDate: _renewalDate, ...prices }: NonNullable<QuoteSet["previous"]>) {
  return prices;
}

/** The answers given, question by question, without the product's name; undefined when none. */
export function givenDetails(details: QuoteDetails | undefined): Record<string, AnswerValue> | undefined {
  if (!details) return undefined;
  const { insuranceType: _product, ...answers } = details as Record<string, AnswerValue | undefined>;
  const given = Object.entries(answers).filter(
    (entry): entry is [string, AnswerValue] => entry[1] !== undefined,
  );
  return given.length > 0 ? Object.fromEntries(given) : undefined;
}

/** Hears a set being priced: each quote as it will appear in the set, and how many insurers have answered. */
export interface PricingListener {
  onQuote: (quote: QuoteSet["quotes"][number]) => void;
  onProgress: (progress: { answered: number; asked: number }) => void;
}

/** Prices, saves, reopens and selects quote sets. Knows nothing of HTTP beyond its errors. */
export class QuoteService {
  constructor(private readonly options: QuoteServiceOptions) {}

  /**
   * Prices a request into a new quote set and saves it (with its email when the service sends
   * them). `listener` hears each quote and each insurer's answer as they arrive, for a stream.
   */
  async create(
    request: QuoteRequest,
    caller: { partnerId?: string } = {},
    listener?: PricingListener,
  ): Promise<QuoteSet> {
    const set = await this.price(request, caller, listener);
    // A refine on the site asks for no email: a visit is not an email per change of answer.
    await this.options.sets.save(set, { email: this.options.email && request.emailQuotes !== false });
    this.options.onSaved?.(set);
    return set;
  }

  /** Prices a request into a new quote set, not yet saved (a renewal reminder saves its own). */
  async price(
    request: QuoteRequest,
    caller: { partnerId?: string } = {},
    listener?: PricingListener,
  ): Promise<QuoteSet> {
    const { adapters, catalogue, clock, providerBudgetMs } = this.options;
    const details = givenDetails(request.details);
    const rating = {
      insuranceType: request.insuranceType,
      coverageAmount: request.coverageAmount,
      age: request.age,
      postcode: request.postcode,
      ...(details && { details, today: todayIso(clock()) }),
    };
    // The reference comes first: remote insurers are sent their quote's id within the set.
    const reference = newReference("PLM");
    const gathered = await tracer().startActiveSpan("price quote request", async (span) => {
      span.setAttributes({ "plummet.product": request.insuranceType, "plummet.providers": adapters.length });
      try {
        return await gatherQuotes(adapters, rating, {
          budgetMs: providerBudgetMs,
          context: { quoteId: (slug) => quoteId(reference, slug) },
          onFailure: this.options.onProviderFailure,
          onDecline: this.options.onProviderDecline,
          ...(listener && {
            onAnswer: (outcome, answered, asked) => {
              if ("status" in outcome && outcome.status === "quoted") {
                const { price: _price, ...quote } = outcome.quote;
                listener.onQuote({ id: quoteId(reference, quote.providerSlug), ...quote });
              }
              listener.onProgress({ answered, asked });
            },
          }),
        });
      } finally {
        span.end();
      }
    });
    const createdAt = clock();
    const set: QuoteSet = {
      id: randomUUID(),
      reference,
      insuranceType: request.insuranceType,
      coverageAmount: request.coverageAmount,
      applicant: {
        age: request.age,
        postcode: request.postcode,
        email: request.email,
        marketingOptIn: request.marketingOptIn,
      },
      quotes: gathered.quotes.map(({ price: _price, ...quote }) => ({
        id: quoteId(reference, quote.providerSlug),
        ...quote,
      })),
      pricing: {
        catalogue: catalogue.hash,
        market: marketPricing(rating),
        quotes: gathered.quotes.map((quote) => quote.price),
      },
      providersSearched: gathered.providersSearched,
      providers: gathered.providers,
      details,
      assumptions: coverAssumptions(request.insuranceType, request.coverageAmount, details),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + dataRetention.quoteValidityDays * DAY_MS),
      ...(caller.partnerId && { partnerId: caller.partnerId }),
    };
    return set;
  }

  /** The saved quote set, while it is valid: 404 when unknown (or purged), 410 once expired. */
  async open(reference: string): Promise<QuoteSet> {
    const set = await this.options.sets.findByReference(reference);
    if (!set) throw new HttpError(404, `No quote set has the reference ${reference}`);
    if (set.expiresAt.getTime() <= this.options.clock().getTime()) {
      throw new HttpError(410, `Quote set ${reference} has expired. Please ask for new quotes.`);
    }
    return set;
  }

  /**
   * Emails a valid set to its address, once: a set saved without its email (a refine) when the
   * visitor asks for it. 503 when this service sends no email.
   */
  async email(reference: string): Promise<QuoteEmailResponse> {
    const set = await this.open(reference);
    if (!this.options.email)
      throw new HttpError(503, "We can't send emails just now. Your quotes are saved.");
    const queued = await this.options.sets.emailOnce(set, this.options.clock());
    return {
      reference,
      status: queued ? "queued" : "already-sent",
      message: queued
        ? "We're emailing these quotes to the address you gave. It should arrive in a few minutes."
        : "These quotes have already been emailed to the address you gave. Check your inbox and spam folder.",
    };
  }

  /** Records the click-out to the chosen insurer and says where the visitor goes next. */
  async select(
    reference: string,
    quoteId: string,
    caller: { partnerId?: string } = {},
  ): Promise<SelectQuoteResponse> {
    const set = await this.open(reference);
    const quote = set.quotes.find((candidate) => candidate.id === quoteId);
    if (!quote) {
      throw new HttpError(400, "The request has invalid fields", [
        { path: "quoteId", message: quoteSetMessages.quoteNotInSet },
      ]);
    }
    await this.options.store.recordClickOut({
      quoteRequestId: set.id,
      quoteId: quote.id,
      providerSlug: quote.providerSlug,
      createdAt: this.options.clock(),
      partnerId: caller.partnerId ?? null,
    });
    const redirectUrl = new URL("/continue", this.options.siteUrl);
    redirectUrl.searchParams.set("reference", set.reference);
    redirectUrl.searchParams.set("quote", quote.id);
    // A remote insurer's quote goes to its own landing page instead, with the price handed over.
    const handover = await this.handoverUrl(set, quote);
    return {
      reference: set.reference,
      quoteId: quote.id,
      provider: quote.provider,
      providerSlug: quote.providerSlug,
      productName: quote.productName,
      annualPrice: quote.annualPrice,
      monthlyPrice: quote.monthlyPrice,
      redirectUrl: (handover ?? redirectUrl).toString(),
      message: `You're going to ${quote.provider} to finish buying ${quote.productName}. ${quote.provider} will confirm the price and the cover before you pay; quote your reference ${quote.id}.`,
    };
  }

  /**
   * A remote insurer's landing page with a handover token signed with Plummet's key (the quote, its
   * price and cover level, until when it is held); undefined for the built-in panel, and for an
   * insurer no longer configured, whose visitors continue on the site's own page.
   */
  private async handoverUrl(set: QuoteSet, quote: QuoteSet["quotes"][number]): Promise<URL | undefined> {
    const remote = this.options.remoteInsurer?.(quote.providerSlug);
    const key = this.options.handoverKey;
    if (!remote || !key) return undefined;
    const url = new URL(remote.landingUrl);
    const ttl = this.options.handoverTtlMs ?? 30 * 60_000;
    const token = await signHandover(
      {
        quoteId: quote.id,
        insurer: remote.slug,
        insuranceType: set.insuranceType,
        coverageAmount: set.coverageAmount,
        annualPrice: quote.annualPrice,
        monthlyPrice: quote.monthlyPrice,
        expiresAt: new Date(this.options.clock().getTime() + ttl).toISOString(),
      },
      key,
    );
    url.searchParams.set("handover", token);
    return url;
  }
}

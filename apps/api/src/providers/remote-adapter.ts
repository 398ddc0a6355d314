import { coverCatalogue as productCatalogue } from "@plummet/content/insurers";
import type { AnswerValue } from "@plummet/contracts";
import {
  answerProblems,
  PROTOCOL_VERSION,
  PROTOCOL_VERSION_2,
  type RatingRequest as ProtocolRequest,
  RatingAnswer,
  SIGNATURE_HEADER,
  signRequest,
} from "@plummet/insurer-kit";
import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
} from "cockatiel";
import { type Dispatcher, Pool, request as send } from "undici";
import { type CoverCatalogue, productFacts } from "../quotes/cover-catalogue";
import { resolvedAnswers } from "../rating/detail-relativities";
import {
  assembleQuote,
  type InsurerPrice,
  type MarketPricing,
  marketPricing,
  type RatingOutcome,
  type RatingRequest,
} from "../rating/engine";
import type { ProviderAdapter, QuoteContext } from "./adapter";
import type { RemoteInsurer } from "./remote-insurers-file";

/** Why a remote insurer was left out of a quote set (the metric's `reason` label). */
export const leftOutReasons = [
  "refused",
  "timeout",
  "status",
  "not-json",
  "oversized",
  "invalid",
  "wrong-quote-id",
  "circuit-open",
  "error",
] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];

/** A remote insurer's answer that cannot be used, and why. */
export class RemoteInsurerFailure extends Error {
  constructor(
    readonly reason: LeftOutReason,
    message: string,
  ) {
    super(message);
    this.name = "RemoteInsurerFailure";
  }
}

export interface RemoteOptions {
  /** The catalogue new quote sets are made with (it holds the remote insurers' entries). */
  catalogue: CoverCatalogue;
  maxAnswerBytes: number;
  connectionsPerInsurer: number;
  breakerFailures: number;
  breakerCooldownMs: number;
  clock: () => Date;
  /** Told when an insurer's circuit opens or closes (for the log). */
  onBreaker?: (slug: string, state: "open" | "half-open" | "closed") => void;
}

const CONNECT_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
]);

/**
 * The remote insurers: a keep-alive connection pool each (at most `connectionsPerInsurer`
 * connections, so a slow insurer cannot use up another's), and a circuit breaker each, so an
 * insurer that keeps failing is skipped at once until its cool-down ends and one request tries it
 * again.
 */
export class RemoteInsurers {
  private readonly pools = new Map<string, Pool>();
  private readonly breakers = new Map<string, CircuitBreakerPolicy>();
  readonly adapters: ProviderAdapter[];

  constructor(
    readonly insurers: readonly RemoteInsurer[],
    private readonly options: RemoteOptions,
  ) {
    this.adapters = insurers.map((insurer) => {
      this.pools.set(
        insurer.slug,
        new Pool(new URL(insurer.endpoint).origin, {
          connections: options.connectionsPerInsurer,
          keepAliveTimeout: 30_000,
          keepAliveMaxTimeout: 120_000,
          connect: { timeout: 5_000 },
        }),
      );
      const breaker = circuitBreaker(handleAll, {
        halfOpenAfter: options.breakerCooldownMs,
        breaker: new ConsecutiveBreaker(options.breakerFailures),
      });
      breaker.onBreak(() => options.onBreaker?.(insurer.slug, "open"));
      breaker.onHalfOpen(() => options.onBreaker?.(insurer.slug, "half-open"));
      breaker.onReset(() => options.onBreaker?.(insurer.slug, "closed"));
      this.breakers.set(insurer.slug, breaker);
      return {
        slug: insurer.slug,
        name: insurer.name,
        quote: (request: RatingRequest, signal: AbortSignal, context: QuoteContext) =>
          insurer.products.includes(request.insuranceType)
            ? this.ask(insurer, breaker, request, signal, context)
            : { status: "declined", reason: "product-not-offered" },
      } satisfies ProviderAdapter;
    });
  }

  bySlug(slug: string): RemoteInsurer | undefined {
    return this.insurers.find((insurer) => insurer.slug === slug);
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.destroy()));
  }

  private async ask(
    insurer: RemoteInsurer,
    breaker: CircuitBreakerPolicy,
    request: RatingRequest,
    signal: AbortSignal,
    context: QuoteContext,
  ): Promise<RatingOutcome> {
    const common = {
      quoteId: context.quoteId(insurer.slug),
      deadline: context.deadline.toISOString(),
      insuranceType: request.insuranceType,
      coverageAmount: request.coverageAmount,
      applicant: { age: request.age, postcode: request.postcode },
    };
    const product = productOf(request);
    const rating: ProtocolRequest =
      insurer.protocol === 2
        ? { ...common, protocol: PROTOCOL_VERSION_2, product: { ...product, answers: givenAnswers(request) } }
        : { ...common, protocol: PROTOCOL_VERSION, product };
    try {
      return await breaker.execute(() => this.call(insurer, rating, request, signal), signal);
    } catch (error) {
      if (error instanceof RemoteInsurerFailure) throw error;
      if (error instanceof BrokenCircuitError) {
        throw new RemoteInsurerFailure("circuit-open", `${insurer.slug} is skipped for now: it kept failing`);
      }
      const code = (error as { code?: string }).code;
      if (signal.aborted || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
        throw new RemoteInsurerFailure("timeout", `${insurer.slug} did not answer in time`);
      }
      if (code && CONNECT_ERRORS.has(code)) {
        throw new RemoteInsurerFailure("refused", `${insurer.slug} could not be reached (${code})`);
      }
      throw new RemoteInsurerFailure(
        "error",
        `${insurer.slug}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** One signed request and its answer, checked; throws a RemoteInsurerFailure on anything wrong. */
  private async call(
    insurer: RemoteInsurer,
    rating: ProtocolRequest,
    request: RatingRequest,
    signal: AbortSignal,
  ): Promise<RatingOutcome> {
    const body = JSON.stringify(rating);
    // The aggregator aborts `signal` at the deadline; undici's own timers (coarse, and able to fire
    // early) only back it up.
    const budget = Math.max(1, Date.parse(rating.deadline) - Date.now()) + 1_000;
    const response = await send(insurer.endpoint, {
      method: "POST",
      dispatcher: this.pools.get(insurer.slug)!,
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        [SIGNATURE_HEADER]: signRequest(body, insurer.secret, this.options.clock()),
      },
      body,
      signal,
      headersTimeout: budget,
      bodyTimeout: budget,
    });
    const fail = (reason: LeftOutReason, message: string): never => {
      throw new RemoteInsurerFailure(reason, `${insurer.slug}: ${message}`);
    };
    if (response.statusCode !== 200) {
      await discard(response.body);
      fail("status", `answered status ${response.statusCode}`);
    }
    const type = String(response.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(type)) {
      await discard(response.body);
      fail("not-json", `answered ${type || "no content-type"}, not application/json`);
    }
    const text = await readCapped(
      response.body,
      this.options.maxAnswerBytes,
      Number(response.headers["content-length"]),
    );
    if (text === undefined) fail("oversized", `answered more than ${this.options.maxAnswerBytes} bytes`);
    let json: unknown;
    try {
      json = JSON.parse(text!);
    } catch {
      fail("not-json", "answered a body that is not JSON");
    }
    const parsed = RatingAnswer.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      fail("invalid", `answer's ${issue.path.join(".") || "body"}: ${issue.message}`);
    }
    const answer = parsed.data!;
    if (answer.quoteId !== rating.quoteId) fail("wrong-quote-id", `answered for quote "${answer.quoteId}"`);
    const problems = answerProblems(rating, answer, this.options.clock());
    if (problems.length > 0) fail("invalid", problems.join("; "));
    if (answer.outcome === "decline") return { status: "declined", reason: answer.reasonCode };

    const market = marketPricing(request);
    const annualPence = Math.round(answer.annualPrice * 100);
    const price: InsurerPrice = {
      insurer: insurer.slug,
      annualPence,
      insurerMultiplier: insurerMultiplier(market, annualPence),
      instalments: answer.instalments,
      answered: {
        excess: answer.excess,
        cover: answer.cover.map(({ feature, status, limit }) =>
          limit ? { feature, status, limit } : { feature, status },
        ),
        priceHeldUntil: answer.priceHeldUntil,
      },
    };
    const facts = productFacts(this.options.catalogue, insurer.slug, request.insuranceType);
    return { status: "quoted", quote: assembleQuote(facts, request.coverageAmount, market, price) };
  }
}

/**
 * The product part of a rating request: every question's answer (given or default) and the cover
 * catalogue. The same for every insurer asked, so made once per request (requests are never
 * changed once made).
 */
type V1Product = Extract<ProtocolRequest, { protocol: "1" }>["product"];
const products = new WeakMap<RatingRequest, V1Product>();
function productOf(request: RatingRequest): V1Product {
  let product = products.get(request);
  if (!product) {
    product = {
      details: resolvedAnswers(request.insuranceType, request.coverageAmount, request.details),
      features: productCatalogue[request.insuranceType].map(({ id, name }) => ({ feature: id, name })),
    };
    products.set(request, product);
  }
  return product;
}

/** Every full-quote answer given, for a protocol 2 insurer (the refine answers included). */
function givenAnswers(request: RatingRequest): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const [key, value] of Object.entries(request.details ?? {}))
    if (value !== undefined) answers[key] = value;
  return answers;
}

/**
 * What the insurer's price is against the market's for the same risk: the breakdown's "own pricing"
 * step, so its parts still add up to the price the insurer answered.
 */
function insurerMultiplier(market: MarketPricing, annualPence: number): number {
  const marketAnnual =
    market.steps.reduce((rate, step) => rate * step.multiplier, market.baseRate) * (1 + market.taxRate);
  return annualPence / 100 / marketAnnual;
}

/** Reads a body as text up to `max` bytes; undefined (and the connection dropped) when it is bigger. */
async function readCapped(
  body: Dispatcher.ResponseData["body"],
  max: number,
  declared: number,
): Promise<string | undefined> {
  if (Number.isFinite(declared)) {
    if (declared > max) {
      body.destroy();
      return undefined;
    }
    // A declared length is enforced by undici: the body cannot run past it.
    return body.text();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Drops an unwanted body: a small one is read so the connection is kept, a big one is cut. */
async function discard(body: Dispatcher.ResponseData["body"]): Promise<void> {
  await body.dump({ limit: 16_384 }).catch(() => undefined);
}

import { noDeclines } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import type { ProviderAdapter } from "../../src/providers/adapter";
import { gatherQuotes, type ProviderFailure } from "../../src/providers/aggregator";
import type { PricedQuote, RatingRequest } from "../../src/rating/engine";
import { panelQuotes } from "../rating/support";

const request: RatingRequest = {
  insuranceType: "car",
  coverageAmount: "basic",
  age: 40,
  postcode: "CB2 1TN",
};

/** A real quote from the engine for this request, with the price the test needs. */
const template = panelQuotes(request)[0]!;
function quoteFrom(slug: string, annualPrice: number): PricedQuote {
  return { ...template, provider: slug, providerSlug: slug, productName: `${slug} Car`, annualPrice };
}

/** A provider that never answers, and says whether it was told to stop. */
function hangingProvider(): ProviderAdapter & { aborted: () => boolean } {
  let aborted = false;
  return {
    slug: "slow",
    name: "slow",
    quote: (_request, signal) =>
      new Promise(() => {
        signal.addEventListener("abort", () => {
          aborted = true;
        });
      }),
    aborted: () => aborted,
  };
}

const quoting = (slug: string, price: number, delayMs = 0): ProviderAdapter => ({
  slug,
  name: slug,
  quote: () =>
    delayMs === 0
      ? { status: "quoted", quote: quoteFrom(slug, price) }
      : new Promise((resolve) =>
          setTimeout(() => resolve({ status: "quoted", quote: quoteFrom(slug, price) }), delayMs),
        ),
});

describe("gatherQuotes", () => {
  it("asks every provider and answers the quotes cheapest first, with the panel's outcome", async () => {
    const declining: ProviderAdapter = {
      slug: "d",
      name: "d",
      quote: () => ({ status: "declined", reason: "area-excluded" }),
    };
    const result = await gatherQuotes(
      [quoting("b", 300), quoting("a", 200, 5), declining, quoting("c", 250)],
      request,
      {
        budgetMs: 1000,
      },
    );
    expect(result.quotes.map((quote) => quote.providerSlug)).toEqual(["a", "c", "b"]);
    expect(result.providersSearched).toBe(4);
    expect(result.providers).toEqual({
      quoted: 3,
      declined: 1,
      declinedFor: { ...noDeclines(), areaExcluded: 1 },
      unavailable: 0,
    });
  });

  it("leaves out a provider that throws, synchronously or not, and reports it", async () => {
    const failures: ProviderFailure[] = [];
    const throwsNow: ProviderAdapter = {
      slug: "now",
      name: "now",
      quote: () => {
        throw new Error("boom");
      },
    };
    const rejects: ProviderAdapter = {
      slug: "later",
      name: "later",
      quote: async () => Promise.reject(new Error("down")),
    };
    const result = await gatherQuotes([throwsNow, quoting("ok", 100), rejects], request, {
      budgetMs: 1000,
      onFailure: (failure) => failures.push(failure),
    });
    expect(result.quotes.map((quote) => quote.providerSlug)).toEqual(["ok"]);
    expect(result.providers).toMatchObject({ quoted: 1, declined: 0, unavailable: 2 });
    expect(failures.map((failure) => [failure.slug, failure.kind])).toEqual([
      ["now", "error"],
      ["later", "error"],
    ]);
  });

  it("stops waiting for a provider once its time budget is spent, and aborts its work", async () => {
    const hangs = hangingProvider();
    const started = performance.now();
    const result = await gatherQuotes([hangs, quoting("fast", 100, 5)], request, { budgetMs: 50 });
    const elapsed = performance.now() - started;
    expect(result.quotes.map((quote) => quote.providerSlug)).toEqual(["fast"]);
    expect(result.providers.unavailable).toBe(1);
    expect(hangs.aborted()).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(45);
    expect(elapsed).toBeLessThan(1000);
  });

  it("does not wait for the budget when every provider has answered", async () => {
    const started = performance.now();
    await gatherQuotes([quoting("a", 100), quoting("b", 200)], request, { budgetMs: 5_000 });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("still budgets and aborts a slow provider asked beside synchronous ones", async () => {
    const synchronous: ProviderAdapter = { ...quoting("sync", 90), synchronous: true };
    const hangs = hangingProvider();
    const result = await gatherQuotes([synchronous, hangs], request, { budgetMs: 30 });
    expect(result.quotes.map((quote) => quote.providerSlug)).toEqual(["sync"]);
    expect(result.providers).toMatchObject({ quoted: 1, declined: 0, unavailable: 1 });
    expect(hangs.aborted()).toBe(true);
  });
});

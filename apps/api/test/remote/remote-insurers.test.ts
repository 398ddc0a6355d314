import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type QuoteSetResponse, SelectQuoteResponse } from "@plummet/contracts";
import { createLocalJWKSet, type JWTVerifyGetKey } from "@plummet/insurer-kit";
import { buildSandbox, defaultInsurers, type Fault, type Sandbox } from "@plummet/insurer-sandbox";
import type { JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

/**
 * The API against the real sandbox, started here on a free port of 127.0.0.1: remote insurers
 * beside the built-in panel, each fault leaving only that insurer out, the circuit breaker, the
 * handover, and a saved set reopened with the sandbox stopped.
 */
const SECRET = "remote insurers test secret, shared by the sandbox";
const BUDGET_MS = 800;
let sandbox: Sandbox;
let sandboxUrl: string;
let closedPortUrl: string;
let file: string;

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const remoteSlugs = ["marram", "pebblecroft", "thistlewick", "sloeberry"];

// The sandbox verifies handovers with the keys the app under test publishes at /.well-known/jwks.json.
let plummetJwks: JSONWebKeySet = { keys: [] };
const plummetKeys: JWTVerifyGetKey = (header, token) => createLocalJWKSet(plummetJwks)(header, token);

beforeAll(async () => {
  sandbox = await buildSandbox({ insurers: defaultInsurers, secret: SECRET, plummetKeys, latencyMs: 20 });
  sandboxUrl = await sandbox.listen({ host: "127.0.0.1", port: 0 });
  closedPortUrl = `http://127.0.0.1:${await closedPort()}/quote`;
  const folder = mkdtempSync(join(tmpdir(), "plummet-remote-"));
  file = join(folder, "remote-insurers.json");
  writeFileSync(
    file,
    JSON.stringify([
      ...remoteSlugs.map((slug) => ({
        slug,
        name: defaultInsurers.find((insurer) => insurer.slug === slug)!.name,
        products: defaultInsurers.find((insurer) => insurer.slug === slug)!.products,
        endpoint: `${sandboxUrl}/insurers/${slug}/quote`,
        landingUrl: `${sandboxUrl}/insurers/${slug}/continue`,
        secretEnv: "SANDBOX_TEST_SECRET",
        ...(slug === "marram" && { rating: 4.2, productNames: { car: "Marram Motor" } }),
        // Marram and Pebblecroft speak version 2: they are sent the full quote's answers.
        ...((slug === "marram" || slug === "pebblecroft") && { protocol: 2 }),
      })),
      // Only van: its endpoint refuses connections.
      {
        slug: "shutterbay",
        name: "Shutterbay Insurance",
        products: ["van"],
        endpoint: closedPortUrl,
        landingUrl: "http://127.0.0.1:9/continue",
        secretEnv: "SANDBOX_TEST_SECRET",
      },
    ]),
  );
});
afterAll(async () => {
  await sandbox.close();
});

const env = (extra: Record<string, string> = {}) => ({
  REMOTE_INSURERS_FILE: file,
  SANDBOX_TEST_SECRET: SECRET,
  PROVIDER_TIMEOUT_MS: String(BUDGET_MS),
  ...extra,
});

async function quote(app: TestApp, body: Record<string, unknown> = {}) {
  const started = performance.now();
  const response = await app.inject({
    method: "POST",
    url: "/api/quotes",
    payload: { ...validQuoteBody, ...body },
  });
  const elapsedMs = performance.now() - started;
  expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
  return { set: response.json() as QuoteSetResponse, elapsedMs };
}

const slugsOf = (set: QuoteSetResponse) => set.quotes.map((quote) => quote.providerSlug);

async function leftOut(app: TestApp, insurer: string, reason: string): Promise<number> {
  const metric = await app.metrics.registry.getSingleMetric("plummet_remote_insurer_left_out_total")!.get();
  return (
    metric.values.find((value) => value.labels.insurer === insurer && value.labels.reason === reason)
      ?.value ?? 0
  );
}

describe("remote insurers beside the built-in panel", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(env({ REMOTE_BREAKER_FAILURES: "1000" }));
  });
  afterAll(() => app.close());

  it("prices a set from the panel and the sandbox's insurers together, cheapest first", async () => {
    const { set } = await quote(app);
    const slugs = slugsOf(set);
    // Car: four of the sandbox's insurers sell it, and pebblecroft declines nobody at 35.
    for (const slug of remoteSlugs) expect(slugs).toContain(slug);
    expect(slugs.length).toBeGreaterThan(remoteSlugs.length + 10);
    expect(set.providers.unavailable).toBe(0);
    const prices = set.quotes.map((q) => q.annualPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const marram = set.quotes.find((q) => q.providerSlug === "marram")!;
    expect(marram).toMatchObject({ provider: "Marram Assurance", productName: "Marram Motor", rating: 4.2 });
    // The sandbox's price: 620 x 0.97 for standard car cover at 35, paid in 10 after a 10% deposit.
    expect(marram.annualPrice).toBe(601.4);
    expect(marram.instalmentPlan).toMatchObject({ instalments: 10, deposit: 60.14 });
    expect(marram.cover.map((item) => item.feature)).toContain("courtesy-car");
    // The breakdown still adds up to the price the insurer answered.
    const { breakdown } = marram;
    const total =
      breakdown.baseRate + breakdown.steps.reduce((sum, step) => sum + step.amount, 0) + breakdown.tax.amount;
    expect(Math.round(total * 100)).toBe(Math.round(marram.annualPrice * 100));
    // A remote insurer's decline counts as one.
    const { set: older } = await quote(app, { age: "80" });
    expect(slugsOf(older)).not.toContain("thistlewick");
  });

  const faults: Array<{ fault: Fault; reason: string }> = [
    { fault: "error", reason: "status" },
    { fault: "html", reason: "not-json" },
    { fault: "huge", reason: "oversized" },
    { fault: "wrong-quote-id", reason: "wrong-quote-id" },
    { fault: "negative-price", reason: "invalid" },
    { fault: "malformed", reason: "invalid" },
    { fault: "hang", reason: "timeout" },
    { fault: "slow", reason: "timeout" },
    { fault: "reset", reason: "refused" },
  ];
  for (const { fault, reason } of faults) {
    it(`leaves out an insurer that answers "${fault}" (counted as ${reason}), and prices the rest within budget`, async () => {
      const insurer = sandbox.sandbox.insurers.get("pebblecroft")!;
      const before = await leftOut(app, "pebblecroft", reason);
      insurer.fault = fault;
      try {
        const { set, elapsedMs } = await quote(app);
        expect(slugsOf(set)).not.toContain("pebblecroft");
        for (const slug of ["marram", "thistlewick", "sloeberry"]) expect(slugsOf(set)).toContain(slug);
        expect(set.providers.unavailable).toBe(1);
        expect(elapsedMs).toBeLessThan(BUDGET_MS + 700);
        const metric = await app.metrics.registry
          .getSingleMetric("plummet_remote_insurer_left_out_total")!
          .get();
        expect(await leftOut(app, "pebblecroft", reason), JSON.stringify(metric.values)).toBe(before + 1);
      } finally {
        insurer.fault = "none";
      }
    });
  }

  it("sends protocol 2 insurers the full answers: one declines DR10, one loads SP30, version 1 sees neither", async () => {
    const lastYear = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
    const withConviction = (code: string) => ({
      details: {
        insuranceType: "car",
        hasConvictions: "yes",
        convictions: [{ code, date: lastYear, points: 3, banMonths: 0 }],
      },
    });
    const priceOf = (set: QuoteSetResponse, slug: string) =>
      set.quotes.find((candidate) => candidate.providerSlug === slug)?.annualPrice;
    const { set: clean } = await quote(app, { details: { insuranceType: "car", hasConvictions: "no" } });
    const { set: speeding } = await quote(app, withConviction("SP30"));
    const { set: drink } = await quote(app, withConviction("DR10"));
    expect(priceOf(speeding, "pebblecroft")! / priceOf(clean, "pebblecroft")!).toBeCloseTo(1.25, 2);
    expect(priceOf(clean, "marram")).toBeDefined();
    expect(priceOf(drink, "marram")).toBeUndefined();
    // Sloeberry speaks version 1: its request carries no convictions, so its price does not move.
    expect(priceOf(drink, "sloeberry")).toBe(priceOf(clean, "sloeberry"));
  });

  it("leaves out an insurer that refuses the connection", async () => {
    const { set } = await quote(app, { insuranceType: "van" });
    expect(slugsOf(set)).not.toContain("shutterbay");
    expect(slugsOf(set)).toEqual(expect.arrayContaining(["marram", "sloeberry"]));
    expect(await leftOut(app, "shutterbay", "refused")).toBeGreaterThanOrEqual(1);
  });

  it("hands over at click-out: the sandbox verifies the token and shows the same price", async () => {
    const { set } = await quote(app);
    const chosen = set.quotes.find((q) => q.providerSlug === "marram")!;
    const selected = await app.inject({
      method: "POST",
      url: `/api/quotes/${set.reference}/select`,
      payload: { quoteId: chosen.id },
    });
    expect(selected.statusCode).toBe(200);
    const { redirectUrl } = SelectQuoteResponse.parse(selected.json());
    const url = new URL(redirectUrl);
    const jwks = await app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    plummetJwks = jwks.json();
    expect(`${url.origin}${url.pathname}`).toBe(`${sandboxUrl}/insurers/marram/continue`);
    const landing = await fetch(redirectUrl);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain(`£${chosen.annualPrice.toFixed(2)} a year`);

    const token = url.searchParams.get("handover")!;
    for (const index of [0, 5, Math.floor(token.length / 2), token.length - 1]) {
      const altered = `${token.slice(0, index)}${token[index] === "x" ? "y" : "x"}${token.slice(index + 1)}`;
      url.searchParams.set("handover", altered);
      expect((await fetch(url)).status, `character ${index}`).toBe(403);
    }

    // A built-in insurer's click-out continues on the site's own page.
    const builtIn = set.quotes.find((q) => !remoteSlugs.includes(q.providerSlug))!;
    const own = await app.inject({
      method: "POST",
      url: `/api/quotes/${set.reference}/select`,
      payload: { quoteId: builtIn.id },
    });
    expect(own.json().redirectUrl).toBe(
      `http://localhost:3000/continue?reference=${set.reference}&quote=${encodeURIComponent(builtIn.id)}`,
    );
  });
});

describe("the circuit breaker", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(
      env({ REMOTE_BREAKER_FAILURES: "2", REMOTE_BREAKER_COOLDOWN_MS: "400", BUILTIN_PANEL: "off" }),
    );
  });
  afterAll(() => app.close());

  it("skips an insurer that keeps failing, then tries it again after the cool-down", async () => {
    const insurer = sandbox.sandbox.insurers.get("sloeberry")!;
    const calls = () => sandbox.sandbox.stats.requests.sloeberry ?? 0;
    insurer.fault = "error";
    try {
      const first = calls();
      await quote(app);
      await quote(app);
      expect(calls()).toBe(first + 2);
      // Open: left out at once, without a request.
      const { set, elapsedMs } = await quote(app);
      expect(slugsOf(set)).not.toContain("sloeberry");
      expect(calls()).toBe(first + 2);
      expect(await leftOut(app, "sloeberry", "circuit-open")).toBe(1);
      expect(elapsedMs).toBeLessThan(BUDGET_MS);
    } finally {
      insurer.fault = "none";
    }
    await new Promise((resolve) => setTimeout(resolve, 450));
    const { set } = await quote(app);
    expect(slugsOf(set)).toContain("sloeberry");
    const { set: next } = await quote(app);
    expect(slugsOf(next)).toContain("sloeberry");
  });
});

describe("a saved set", () => {
  it("reopens with the remote insurers' quotes while the sandbox is stopped", async () => {
    const app = await createTestApp(env({ BUILTIN_PANEL: "off" }));
    try {
      const { set } = await quote(app);
      expect(slugsOf(set)).toEqual(
        expect.arrayContaining(["marram", "pebblecroft", "thistlewick", "sloeberry"]),
      );
      const requests = { ...sandbox.sandbox.stats.requests };
      await sandbox.close();
      const reopened = await app.inject({ method: "GET", url: `/api/quotes/${set.reference}` });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().quotes).toEqual(set.quotes);
      expect(sandbox.sandbox.stats.requests).toEqual(requests);
      // With the sandbox gone, a new set leaves every insurer out and still answers 200.
      const { set: empty } = await quote(app);
      expect(empty.quotes).toEqual([]);
      expect(empty.providers.unavailable).toBe(4);
    } finally {
      await app.close();
    }
  });
});

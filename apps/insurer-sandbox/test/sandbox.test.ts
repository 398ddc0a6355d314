import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  PROTOCOL_VERSION,
  RatingAnswer,
  type RatingRequest,
  runConformance,
  SIGNATURE_HEADER,
  signHandover,
  signRequest,
} from "@plummet/insurer-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox, defaultInsurers, type Sandbox } from "../src/app";

const secret = "sandbox test secret, shared";
// Plummet's handover key, as its API would publish it at /.well-known/jwks.json.
const plummet = generateKeyPairSync("ec", { namedCurve: "P-256" });
const plummetKey = { privateKey: plummet.privateKey, kid: "plummet-test" };
const plummetKeys = createLocalJWKSet({
  keys: [{ ...plummet.publicKey.export({ format: "jwk" }), kid: "plummet-test", alg: "ES256" }],
});
let sandbox: Sandbox;
let baseUrl: string;

beforeAll(async () => {
  sandbox = await buildSandbox({ insurers: defaultInsurers, secret, plummetKeys, latencyMs: 5 });
  baseUrl = await sandbox.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => sandbox.close());

type RatingRequestV1 = Extract<RatingRequest, { protocol: "1" }>;

const rating = (overrides: Partial<RatingRequestV1> = {}): RatingRequestV1 => ({
  protocol: PROTOCOL_VERSION,
  quoteId: "PLM-TEST-0001-marram",
  deadline: new Date(Date.now() + 2_000).toISOString(),
  insuranceType: "car",
  coverageAmount: "standard",
  applicant: { age: 35, postcode: "M1 1AE" },
  product: { details: {}, features: [{ feature: "windscreen", name: "Windscreen cover" }] },
  ...overrides,
});

function post(slug: string, request: RatingRequest, sign = secret) {
  const body = JSON.stringify(request);
  return sandbox.inject({
    method: "POST",
    url: `/insurers/${slug}/quote`,
    headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signRequest(body, sign) },
    payload: body,
  });
}

describe("the sandbox's insurers", () => {
  it("lists each insurer with its products, endpoint and landing page", async () => {
    const response = await sandbox.inject({
      method: "GET",
      url: "/insurers",
      headers: { host: "sandbox.test" },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json();
    expect(listed).toHaveLength(5);
    expect(listed[0]).toEqual({
      slug: "marram",
      name: "Marram Assurance",
      products: ["car", "van", "home"],
      endpoint: "http://sandbox.test/insurers/marram/quote",
      landingUrl: "http://sandbox.test/insurers/marram/continue",
    });
  });

  it("prices a signed request, and declines by its own rules", async () => {
    const priced = await post("marram", rating());
    expect(priced.statusCode).toBe(200);
    const answer = RatingAnswer.parse(priced.json());
    expect(answer).toMatchObject({ outcome: "price", quoteId: "PLM-TEST-0001-marram" });

    const old = await post("marram", rating({ applicant: { age: 90, postcode: "M1 1AE" } }));
    expect(old.json()).toEqual({
      outcome: "decline",
      quoteId: "PLM-TEST-0001-marram",
      reasonCode: "age-outside-appetite",
    });
    const notOffered = await post("marram", rating({ insuranceType: "pet" }));
    expect(notOffered.json().reasonCode).toBe("product-not-offered");
    const island = await post(
      "gullhaven",
      rating({ insuranceType: "home", applicant: { age: 40, postcode: "GY1 1AA" } }),
    );
    expect(island.json().reasonCode).toBe("area-excluded");
  });

  it("refuses a request signed with another secret, or none", async () => {
    expect((await post("marram", rating(), "another secret entirely")).statusCode).toBe(401);
    const unsigned = await sandbox.inject({
      method: "POST",
      url: "/insurers/marram/quote",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(rating()),
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it("answers each injected fault as configured", async () => {
    const insurer = sandbox.sandbox.insurers.get("pebblecroft")!;
    try {
      insurer.fault = "error";
      expect((await post("pebblecroft", rating())).statusCode).toBe(500);
      insurer.fault = "html";
      expect((await post("pebblecroft", rating())).headers["content-type"]).toMatch(/text\/html/);
      insurer.fault = "malformed";
      expect(RatingAnswer.safeParse((await post("pebblecroft", rating())).json()).success).toBe(false);
      insurer.fault = "negative-price";
      expect((await post("pebblecroft", rating())).json().annualPrice).toBeLessThan(0);
      insurer.fault = "wrong-quote-id";
      expect((await post("pebblecroft", rating())).json().quoteId).not.toBe("PLM-TEST-0001-marram");
      insurer.fault = "huge";
      expect((await post("pebblecroft", rating())).body.length).toBeGreaterThan(10 * 1024 * 1024);
    } finally {
      insurer.fault = "none";
    }
  });
});

describe("the landing page", () => {
  const claims = {
    quoteId: "PLM-TEST-0001-marram",
    insurer: "marram",
    insuranceType: "car" as const,
    coverageAmount: "standard" as const,
    annualPrice: 601.4,
    monthlyPrice: 55.14,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  };

  it("shows the price a verified handover holds", async () => {
    const token = await signHandover(claims, plummetKey);
    const response = await sandbox.inject({
      method: "GET",
      url: `/insurers/marram/continue?handover=${token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("£601.40 a year");
    expect(response.body).toContain("PLM-TEST-0001-marram");
  });

  it("refuses a missing, altered, expired, another insurer's or another key's handover", async () => {
    const token = await signHandover(claims, plummetKey);
    const altered = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    const expired = await signHandover(
      { ...claims, expiresAt: new Date(Date.now() - 1_000).toISOString() },
      plummetKey,
    );
    const impostor = {
      privateKey: generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey,
      kid: "plummet-test",
    };
    expect(
      (
        await sandbox.inject({
          url: `/insurers/marram/continue?handover=${await signHandover(claims, impostor)}`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await sandbox.inject({ url: "/insurers/marram/continue" })).statusCode).toBe(400);
    expect((await sandbox.inject({ url: `/insurers/marram/continue?handover=${altered}` })).statusCode).toBe(
      403,
    );
    const old = await sandbox.inject({ url: `/insurers/marram/continue?handover=${expired}` });
    expect(old.statusCode).toBe(403);
    expect(old.body).toContain("expired");
    expect((await sandbox.inject({ url: `/insurers/gullhaven/continue?handover=${token}` })).statusCode).toBe(
      403,
    );
  });
  it("answers 503, not a refusal, while Plummet's keys cannot be fetched", async () => {
    const unreachable = await buildSandbox({
      insurers: defaultInsurers,
      secret,
      plummetKeys: createRemoteJWKSet(new URL("http://127.0.0.1:9/.well-known/jwks.json")),
      latencyMs: 5,
    });
    try {
      const token = await signHandover(claims, plummetKey);
      const response = await unreachable.inject({ url: `/insurers/marram/continue?handover=${token}` });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain("try again");
    } finally {
      await unreachable.close();
    }
  });
});

describe("conformance", () => {
  it("every sandbox insurer passes the conformance runner", async () => {
    for (const { slug } of defaultInsurers) {
      const report = await runConformance({ url: `${baseUrl}/insurers/${slug}/quote`, secret });
      expect(report.findings, slug).toEqual([]);
    }
  });

  it("the command exits 0 against a sandbox insurer, and 1 with one line per finding against a wrong secret", async () => {
    const cli = fileURLToPath(new URL("../../../packages/insurer-kit/dist/cli.js", import.meta.url));
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [cli, "--", ...args]).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const passed = await run("--url", `${baseUrl}/insurers/marram/quote`, "--secret", secret);
    expect(passed.code).toBe(0);
    expect(passed.stdout).toBe("");
    expect(passed.stderr).toContain("conforms: 9 checks passed");

    const failed = await run(
      "--url",
      `${baseUrl}/insurers/marram/quote`,
      "--secret",
      "not the sandbox's secret",
    );
    expect(failed.code).toBe(1);
    const lines = failed.stdout.trim().split("\n");
    // The four sample requests are refused (401), so none is answered with a price or decline.
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^answers .*: status 401, expected 200$/);
    expect((await run("--url", "x")).code).toBe(2);
  });

  it("a sandbox insurer with a fault fails with findings", async () => {
    const insurer = sandbox.sandbox.insurers.get("thistlewick")!;
    try {
      insurer.fault = "wrong-quote-id";
      const report = await runConformance({ url: `${baseUrl}/insurers/thistlewick/quote`, secret });
      expect(report.findings.some((finding) => finding.includes("quoteId is"))).toBe(true);
    } finally {
      insurer.fault = "none";
    }
  });

  describe("an endpoint that breaks every rule", () => {
    let broken: Server;
    let url: string;
    beforeAll(async () => {
      let calls = 0;
      // Accepts anything unsigned, answers late, malformed, HTML, or a price for another quote.
      broken = createServer((request, response) => {
        calls += 1;
        request.resume();
        request.on("end", () => {
          const kind = calls % 4;
          setTimeout(
            () => {
              if (kind === 1) {
                response.writeHead(200, { "content-type": "text/html" }).end("<p>hello</p>");
              } else if (kind === 2) {
                response
                  .writeHead(200, { "content-type": "application/json" })
                  .end('{"outcome":"price","annualPrice":-5}');
              } else {
                response
                  .writeHead(200, { "content-type": "application/json" })
                  .end('{"outcome":"decline","quoteId":"someone-else","reasonCode":"pet-age"}');
              }
            },
            kind === 0 ? 600 : 0,
          );
        });
      });
      await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/quote`;
    });
    afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

    it("fails it with one finding per problem, naming each rule broken", async () => {
      const report = await runConformance({ url, secret, deadlineMs: 500 });
      const text = report.findings.join("\n");
      expect(text).toContain("refuses an unsigned request: status 200, expected 401 or 403");
      expect(text).toContain("refuses a signature older than 5 minutes: status 200");
      expect(text).toContain("refuses a body altered after signing: status 200");
      expect(text).toContain("refuses a request signed with another secret: status 200");
      expect(text).toMatch(/content-type "text\/html"/);
      expect(text).toMatch(/annualPrice/);
      expect(text).toMatch(/quoteId is "someone-else"/);
      expect(text).toMatch(/after the deadline/);
    });
  });
});

describe("protocol version 2", () => {
  const answers = (convictions: Array<{ code: string }>) => ({
    noClaimsYears: "5",
    claims: "0",
    voluntaryExcess: "250",
    hasConvictions: convictions.length > 0 ? "yes" : "no",
    ...(convictions.length > 0 && {
      convictions: convictions.map((item) => ({ ...item, date: "2026-01-10", points: 3, banMonths: 0 })),
    }),
  });
  const v2 = (slug: string, convictions: Array<{ code: string }>): RatingRequest => {
    const { product, ...rest } = rating({ quoteId: `PLM-TEST-0002-${slug}` });
    return { ...rest, protocol: "2", product: { ...product, answers: answers(convictions) } };
  };
  const priceOf = async (slug: string, convictions: Array<{ code: string }>) =>
    RatingAnswer.parse((await post(slug, v2(slug, convictions))).json());

  it("prices on the answers: one insurer loads speeding by a quarter, one declines drink-driving", async () => {
    const clean = await priceOf("pebblecroft", []);
    const speeding = await priceOf("pebblecroft", [{ code: "SP30" }]);
    expect(clean.outcome === "price" && speeding.outcome === "price").toBe(true);
    if (clean.outcome !== "price" || speeding.outcome !== "price") return;
    expect(speeding.annualPrice / clean.annualPrice).toBeCloseTo(1.25, 2);

    expect(await priceOf("marram", [{ code: "DR10" }])).toMatchObject({
      outcome: "decline",
      reasonCode: "claims-history",
    });
    const sloeberry = await priceOf("sloeberry", [{ code: "DR10" }]);
    expect(sloeberry.outcome).toBe("price");
  });

  it("a version 1 request prices as it always has, whatever the answers would have said", async () => {
    const v1 = RatingAnswer.parse(
      (await post("pebblecroft", rating({ quoteId: "PLM-TEST-0003-pebblecroft" }))).json(),
    );
    const v2Clean = await priceOf("pebblecroft", []);
    expect(
      v1.outcome === "price" && v2Clean.outcome === "price" && v1.annualPrice > v2Clean.annualPrice,
    ).toBe(true);
  });

  it.each(["marram", "pebblecroft", "sloeberry"])(
    "%s passes the conformance runner's version 2 checks",
    async (slug) => {
      const report = await runConformance({ url: `${baseUrl}/insurers/${slug}/quote`, secret, protocol: 2 });
      expect(report.findings).toEqual([]);
      expect(report.checks).toContain("prices a conviction no lower than a clean record (protocol 2)");
    },
  );
});

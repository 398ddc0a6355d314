import { describe, expect, it } from "vitest";
import {
  type HandoverClaims,
  PriceAnswer,
  protocolOpenApi,
  RatingAnswer,
  signHandover,
  signRequest,
  verifyHandover,
  verifyRequest,
} from "../src/index";

const secret = "an insurer's secret, long enough to be one";
const body = JSON.stringify({ protocol: "1", quoteId: "PLM-1-x" });

describe("request signatures", () => {
  it("verifies what it signed, as Plummet-Signature t=<seconds>,v1=<hex>", () => {
    const header = signRequest(body, secret, new Date(1_800_000_000_000));
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyRequest(header, body, secret, { now: new Date(1_800_000_100_000) })).toEqual({
      ok: true,
      timestamp: 1_800_000_000,
    });
  });

  it("refuses a missing, malformed, wrong, altered or stale signature", () => {
    const now = new Date();
    const header = signRequest(body, secret, now);
    expect(verifyRequest(undefined, body, secret)).toEqual({ ok: false, reason: "missing" });
    expect(verifyRequest("t=x,v1=00", body, secret)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyRequest(header, body, "another secret")).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyRequest(header, `${body} `, secret)).toEqual({ ok: false, reason: "mismatch" });
    const old = signRequest(body, secret, new Date(now.getTime() - 301_000));
    expect(verifyRequest(old, body, secret, { now })).toEqual({ ok: false, reason: "stale" });
    const ahead = signRequest(body, secret, new Date(now.getTime() + 301_000));
    expect(verifyRequest(ahead, body, secret, { now })).toEqual({ ok: false, reason: "stale" });
  });
});

describe("handover tokens", () => {
  const claims: HandoverClaims = {
    quoteId: "PLM-7KQ2-M4XD-marram",
    insurer: "marram",
    insuranceType: "car",
    coverageAmount: "standard",
    annualPrice: 612.48,
    monthlyPrice: 54.12,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  };

  it("gives back the claims it signed", () => {
    expect(verifyHandover(signHandover(claims, secret), secret)).toEqual({ ok: true, claims });
  });

  it("refuses the token with any one character changed, and an expired one", () => {
    const token = signHandover(claims, secret);
    for (let index = 0; index < token.length; index += 1) {
      const replacement = token[index] === "A" ? "B" : "A";
      const altered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(verifyHandover(altered, secret).ok, `character ${index}`).toBe(false);
    }
    expect(verifyHandover(token, "another secret")).toEqual({ ok: false, reason: "invalid" });
    expect(verifyHandover(token, secret, { now: new Date(Date.parse(claims.expiresAt) + 1) })).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(verifyHandover("", secret).ok).toBe(false);
  });
});

describe("answers", () => {
  const price = {
    outcome: "price",
    quoteId: "PLM-1-x",
    annualPrice: 500.5,
    instalments: { instalments: 12, depositShare: 0, chargeRate: 0.1 },
    excess: 250,
    cover: [{ feature: "windscreen", status: "included" }],
    priceHeldUntil: new Date().toISOString(),
  };

  it("accepts a well-formed price and decline, and refuses negative or fractional-penny prices", () => {
    expect(RatingAnswer.safeParse(price).success).toBe(true);
    expect(
      RatingAnswer.safeParse({ outcome: "decline", quoteId: "PLM-1-x", reasonCode: "pet-age" }).success,
    ).toBe(true);
    expect(PriceAnswer.safeParse({ ...price, annualPrice: -1 }).success).toBe(false);
    expect(PriceAnswer.safeParse({ ...price, annualPrice: 10.001 }).success).toBe(false);
    expect(
      RatingAnswer.safeParse({ outcome: "decline", quoteId: "PLM-1-x", reasonCode: "bored" }).success,
    ).toBe(false);
  });

  it("documents the protocol as OpenAPI 3.1 from the same schemas", () => {
    const document = protocolOpenApi() as {
      openapi: string;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["RatingRequest", "RatingAnswer", "PriceAnswer", "DeclineAnswer"]),
    );
  });
});

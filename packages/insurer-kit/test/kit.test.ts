import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import {
  createLocalJWKSet,
  createRemoteJWKSet,
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
  const keyPair = (kid: string) =>
    generateKeyPair("ES256", { extractable: true }).then(async ({ privateKey, publicKey }) => ({
      signing: { privateKey, kid },
      published: { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" },
    }));

  it("are ES256 JWTs naming their key, for the insurer, giving back the claims signed", async () => {
    const plummet = await keyPair("k1");
    const token = await signHandover(claims, plummet.signing);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid: "k1", typ: "plummet-handover+jwt" });
    expect(decodeJwt(token)).toMatchObject({ iss: "plummet", aud: "marram", ...claims });
    const keys = createLocalJWKSet({ keys: [plummet.published] });
    expect(await verifyHandover(token, keys, { insurer: "marram" })).toEqual({ ok: true, claims });
    expect(await verifyHandover(token, keys, { insurer: "gullhaven" })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses the token with any one character changed, another key's, an expired one and junk", async () => {
    const plummet = await keyPair("k1");
    const keys = createLocalJWKSet({ keys: [plummet.published] });
    const token = await signHandover(claims, plummet.signing);
    for (let index = 0; index < token.length; index += 1) {
      const replacement = token[index] === "A" ? "B" : "A";
      const altered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect((await verifyHandover(altered, keys)).ok, `character ${index}`).toBe(false);
    }
    const impostor = await keyPair("k1");
    expect(await verifyHandover(await signHandover(claims, impostor.signing), keys)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyHandover(token, keys, { now: new Date(Date.parse(claims.expiresAt) + 1000) })).toEqual(
      {
        ok: false,
        reason: "expired",
      },
    );
    for (const junk of ["", undefined, "a.b", "h1.e30.AAAA", `${token}.x`]) {
      expect((await verifyHandover(junk, keys)).ok, String(junk)).toBe(false);
    }
  });

  it("verifies against the published key set after a rotation, fetched from its address", async () => {
    const before = await keyPair("old");
    const after = await keyPair("new");
    const server = createServer((_request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ keys: [after.published, before.published] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const keys = createRemoteJWKSet(new URL(`http://127.0.0.1:${port}/.well-known/jwks.json`));
      for (const key of [before, after]) {
        expect(await verifyHandover(await signHandover(claims, key.signing), keys)).toEqual({
          ok: true,
          claims,
        });
      }
    } finally {
      server.close();
    }
  });

  it("says when the key set cannot be fetched, rather than calling the token invalid", async () => {
    const plummet = await keyPair("k1");
    const token = await signHandover(claims, plummet.signing);
    const nowhere = createRemoteJWKSet(new URL("http://127.0.0.1:9/.well-known/jwks.json"));
    expect(await verifyHandover(token, nowhere)).toEqual({ ok: false, reason: "keys-unavailable" });
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

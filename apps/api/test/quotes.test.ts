import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./helper";

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const valid = {
  insuranceType: "car",
  coverageAmount: "standard",
  age: "35",
  postcode: "M1 1AE",
  email: "sam@example.com",
};

describe("POST /api/quotes", () => {
  it("prices a valid request, cheapest first", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: valid });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reference).toMatch(/^PLM-/);
    expect(body.quotes.length).toBeGreaterThan(0);
    const prices = body.quotes.map((q: { annualPrice: number }) => q.annualPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const quote of body.quotes) {
      expect(quote.monthlyPrice).toBeGreaterThan(0);
      expect(quote.features.length).toBeGreaterThan(0);
    }
  });

  it("answers an empty body with 400 and the five field messages", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(
      Object.fromEntries(body.issues.map((i: { path: string; message: string }) => [i.path, i.message])),
    ).toEqual({
      insuranceType: "Please select insurance type",
      coverageAmount: "Please select coverage amount",
      age: "Please enter your age",
      postcode: "Please enter your postcode",
      email: "Please enter a valid email address",
    });
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });

  it("allows the site's origin with credentials", async () => {
    const res = await app.inject({
      method: "OPTIONS",
      url: "/api/quotes",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
    });
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
  });
});

describe("GET /api/health", () => {
  it("answers ok", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toEqual({ status: "ok" });
  });
});

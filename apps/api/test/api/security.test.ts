import { insurers } from "@plummet/content/insurers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeError } from "../../src/logging";
import { createPanelAdapters } from "../../src/providers/panel-adapters";
import { providerFactors } from "../../src/rating/provider-factors";
import { createLoggingTestApp, createTestApp, type TestApp, validQuoteBody } from "../helper";

/** Personal data that must never reach a log line. */
const personal = {
  email: "private.person.9137@example.com",
  phone: "07700 900461",
  postcode: "EH1 1YZ",
  fullName: "Morwenna Trelawny-Pascoe",
};

describe("security headers and CORS", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      CORS_ORIGINS: "https://www.plummet.example,https://partner.example",
      SITE_URL: "https://www.plummet.example",
    });
  });
  afterAll(() => app.close());

  it("sets security headers on every answer", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sets the same security headers on errors and on quote sets", async () => {
    const health = await app.inject({ method: "GET", url: "/api/health" });
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        [
          "content-security-policy",
          "cross-origin-opener-policy",
          "cross-origin-resource-policy",
          "origin-agent-cluster",
          "referrer-policy",
          "strict-transport-security",
          "x-content-type-options",
          "x-dns-prefetch-control",
          "x-download-options",
          "x-frame-options",
          "x-permitted-cross-domain-policies",
          "x-xss-protection",
        ].map((name) => [name, headers[name]]),
      );
    expect(health.headers["cross-origin-resource-policy"]).toBe("same-site");
    const answers = await Promise.all([
      app.inject({ method: "GET", url: "/api/nowhere" }),
      app.inject({ method: "POST", url: "/api/quotes", payload: {} }),
      app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 400, 201]);
    for (const res of answers) expect(security(res.headers)).toEqual(security(health.headers));
  });

  it("allows the site's origin with credentials, and another allowlisted origin without", async () => {
    const res = await app.inject({
      method: "OPTIONS",
      url: "/api/quotes",
      headers: { origin: "https://www.plummet.example", "access-control-request-method": "POST" },
    });
    expect(res.headers["access-control-allow-origin"]).toBe("https://www.plummet.example");
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
    const other = await app.inject({
      method: "OPTIONS",
      url: "/api/quotes",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(other.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(other.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("does not allow any other origin", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { origin: "https://evil.example" },
      payload: validQuoteBody,
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("rate limit on writes", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_MS: "60000" });
  });
  afterAll(() => app.close());

  it("answers 429 in the error shape once a client has used its allowance", async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody })).statusCode,
      ).toBe(201);
    }
    const limited = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: expect.stringContaining("Too many requests"),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("does not limit reads", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    }
  });
});

describe("logs and server errors", () => {
  const lines: string[] = [];
  let failClock = false;
  let app: TestApp;

  beforeAll(async () => {
    app = await createLoggingTestApp(lines, {
      clock: () => {
        if (failClock)
          throw new Error(`clock failed while pricing for ${personal.email} at /srv/secret/path.ts`);
        return new Date();
      },
    });
  });
  afterAll(() => app.close());

  it("answers 5xx with a generic message: no stack trace, no internals", async () => {
    failClock = true;
    try {
      const before = lines.length;
      const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({
        statusCode: 500,
        error: "Internal Server Error",
        message: "Something went wrong on our side. Please try again.",
        errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(res.body).not.toMatch(/secret|stack|at \w|\.ts/);
      // The log line of the failure carries the same id, so support can find it.
      expect(lines.slice(before).find((line) => line.includes(body.errorId))).toContain("request failed");
    } finally {
      failClock = false;
    }
  });

  it("never writes email, phone, postcode or name to the logs", async () => {
    const quote = { ...validQuoteBody, email: personal.email, postcode: personal.postcode };
    expect((await app.inject({ method: "POST", url: "/api/quotes", payload: quote })).statusCode).toBe(201);
    expect(
      (await app.inject({ method: "POST", url: "/api/quotes", payload: { ...quote, postcode: "XYZ" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/contact",
          payload: {
            fullName: personal.fullName,
            email: personal.email,
            phone: personal.phone,
            inquiryType: "general",
            message: `Please call me on ${personal.phone}`,
          },
        })
      ).statusCode,
    ).toBe(201);
    failClock = true;
    try {
      expect((await app.inject({ method: "POST", url: "/api/quotes", payload: quote })).statusCode).toBe(500);
    } finally {
      failClock = false;
    }

    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain("request completed");
    expect(log).toContain("clock failed while pricing for");
    for (const value of Object.values(personal)) expect(log).not.toContain(value);
    expect(log).not.toContain(personal.postcode.replace(" ", ""));
  });

  it("never writes a signed link's token (it names an address) to the logs", async () => {
    const before = lines.length;
    const token = "unsub.eyJhIjoic2FtQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJlLW9mLWZvcnR5LXRocmVlLWNoYXJhY3RlcnMtLS0";
    await app.inject({ method: "GET", url: `/api/unsubscribe?token=${token}` });
    await app.inject({ method: "GET", url: `/api/reminders/manage?token=${token}` });
    await app.inject({ method: "POST", url: `/api/unsubscribe?token=${token}`, payload: {} });
    await app.inject({ method: "POST", url: "/api/your-data/open", payload: { token } });
    const log = lines.slice(before).join("");
    expect(log).toContain("token=[redacted]");
    expect(log).not.toContain(token.split(".")[1]);
  });

  it("answers 503 in the error shape, without crashing, when the database goes away", async () => {
    await app.database.close();
    const before = lines.length;
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email: personal.email, postcode: personal.postcode },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: "Service Unavailable",
      message: "The service is temporarily unavailable. Please try again shortly.",
      errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const log = lines.slice(before).join("");
    expect(log).toContain("database unavailable");
    for (const value of Object.values(personal)) expect(log).not.toContain(value);
  });
});

describe("serializeError", () => {
  it("drops a failed query's parameters and a PostgreSQL error's detail", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: `Key (email)=(${personal.email}) already exists.`,
    });
    const queryError = Object.assign(
      new Error(`Failed query: insert into "quote_requests" values ($1)\nparams: ${personal.email}`, {
        cause,
      }),
      { query: 'insert into "quote_requests" values ($1)', params: [personal.email] },
    );
    const serialised = JSON.stringify(serializeError(queryError));
    expect(serialised).toContain('insert into \\"quote_requests\\"');
    expect(serialised).toContain("23505");
    expect(serialised).not.toContain(personal.email);
  });
});

describe("an unreachable PostgreSQL server", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ DATABASE_URL: "postgres://nobody:none@127.0.0.1:9/plummet" });
  });
  afterAll(() => app.close());

  it("starts anyway, and answers requests that need the database with 503", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, error: "Service Unavailable" });
    expect(res.headers["retry-after"]).toBe("5");
    expect((await app.inject({ method: "GET", url: "/api/quotes/PLM-00000000" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});

describe("graceful shutdown", () => {
  // This one test listens on a port (127.0.0.1, chosen by the OS): shutting down waits for real
  // connections, which app.inject() does not make. One insurer takes 400 ms to answer.
  let app: TestApp;
  let pricingStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    pricingStarted = resolve;
  });
  beforeAll(async () => {
    const slowPanel = createPanelAdapters(insurers, providerFactors).map((adapter, index) =>
      index === 0
        ? {
            ...adapter,
            quote: async (...args: Parameters<typeof adapter.quote>) => {
              pricingStarted();
              await new Promise((resolve) => setTimeout(resolve, 400));
              return adapter.quote(...args);
            },
          }
        : adapter,
    );
    app = await createTestApp({ PROVIDER_TIMEOUT_MS: "5000" }, { adapters: slowPanel });
    await app.listen({ host: "127.0.0.1", port: 0 });
  });

  it("finishes a request in flight before closing, then refuses new connections", async () => {
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const url = `http://127.0.0.1:${address.port}/api/quotes`;

    const inFlight = fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuoteBody),
    });
    await started;
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    // Still pricing (the slow insurer answers after 400 ms): closing waits for it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);

    const res = await inFlight;
    expect(res.status).toBe(201);
    expect(((await res.json()) as { quotes: unknown[] }).quotes.length).toBeGreaterThan(0);
    await closing;
    expect(closed).toBe(true);
    await expect(fetch(url, { method: "POST" })).rejects.toThrow();
  });
});

import { safeTextMessage } from "@plummet/contracts";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickOuts, contactMessages, quoteRequests } from "../../src/db/schema";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

const contact = {
  fullName: "Zoe Smith",
  email: "zoe@example.com",
  inquiryType: "support",
  message: "Hello",
};

/** The security headers every answer carries, whoever made it. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
}

describe("text a person could not have typed", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const rows = async () => {
    const [[contacts], [quotes], [clicks]] = await Promise.all([
      app.database.db.select({ n: count() }).from(contactMessages),
      app.database.db.select({ n: count() }).from(quoteRequests),
      app.database.db.select({ n: count() }).from(clickOuts),
    ]);
    return { contacts: contacts!.n, quotes: quotes!.n, clicks: clicks!.n };
  };

  // Raw JSON text, so escapes reach the service exactly as a client would send them.
  it.each([
    ["a NUL in a name", '"fullName":"Zoe\\u0000 Smith"', "fullName"],
    ["a lone surrogate in a name", '"fullName":"Zo\\u00eb\\udc00"', "fullName"],
    ["an escape character in an email", '"email":"zoe\\u001b@example.com"', "email"],
    ["a NUL in a message", '"message":"Hi\\u0000"', "message"],
    ["a lone high surrogate in a message", '"message":"Hi \\ud83d"', "message"],
  ])(
    "POST /api/contact with %s answers 400 naming the field and stores nothing",
    async (_name, field, path) => {
      const before = await rows();
      // The field comes last, so it overrides the valid one (JSON.parse keeps the last duplicate).
      const payload = JSON.stringify(contact).replace(/\}$/, `,${field}}`);
      const res = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path, message: safeTextMessage }]);
      expect(await rows()).toEqual(before);
    },
  );

  it("keeps line breaks and tabs in a message", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, message: "Line one\r\n\tLine two" },
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers 400 naming the field for control characters in a quote request's email and a quote id", async () => {
    const quote = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(validQuoteBody).replace(/\}$/, ',"email":"sam\\u0000@example.com"}'),
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().issues).toEqual([{ path: "email", message: safeTextMessage }]);

    const saved = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    const before = await rows();
    const select = await app.inject({
      method: "POST",
      url: `/api/quotes/${saved.json().reference}/select`,
      headers: { "content-type": "application/json" },
      payload: '{"quoteId":"PLM\\u0000"}',
    });
    expect(select.statusCode).toBe(400);
    expect(select.json().issues).toEqual([{ path: "quoteId", message: safeTextMessage }]);
    expect(await rows()).toEqual(before);
  });
});

describe("Fastify's own errors", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ["a malformed URL", "/api/quotes/%E0%A4%A", 400],
    ["an over-long reference", `/api/quotes/PLM-${"A".repeat(600)}`, 414],
    ["an unknown route", "/api/<script>alert(1)</script>", 404],
  ])(
    "%s answers in the error shape with the security headers, echoing nothing back",
    async (_name, url, status) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(Object.keys(res.json()).sort()).toEqual(["error", "message", "statusCode"]);
      expectSecurityHeaders(res.headers);
      expect(res.body).not.toContain("%E0");
      expect(res.body).not.toContain("AAAAAAAA");
      expect(res.body).not.toContain("script");
    },
  );

  it("answers a body that is not JSON with 400, the headers, and nothing of the body", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"fullName": <b>',
    });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res.headers);
    expect(res.body).not.toContain("<b>");
  });
});

import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountLinks,
  accountPasskeys,
  accountSessions,
  accounts,
  callBackRequests,
  clickOuts,
  contactMessages,
  dataRequests,
  idempotencyKeys,
  mailOutbox,
  partnerKeys,
  quoteRequests,
  renewalReminders,
} from "../../src/db/schema";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

/** Text that trips services up: controls, lone surrogates, markup, SQL and very long strings. */
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "Zoe\u0000 Smith",
    "Zoë\udc00",
    "\ud83d",
    "\u001b[31m",
    "'; drop table quote_requests; --",
    "<script>alert(1)</script>",
    "%E0%A4%A",
    "",
    " ",
  ),
  fc.constant("x".repeat(1_048_576)),
);

/** JSON values of every kind, nested, with keys that trip up object handling. */
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.double(),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1 + 0.2),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "age", "email"), tie("value"), {
      maxKeys: 3,
    }),
  ),
})).value;

/** Deep nesting, as raw JSON text. */
const deepNesting = fc
  .integer({ min: 100, max: 5_000 })
  .map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`);

/** Numbers JSON can write but doubles cannot hold (1e400 parses to Infinity). */
const nonFiniteNumber = fc.constantFrom("1e400", "-1e400", "1e-400");

/** Header values a client could send: any text a header can carry, and near-misses of ours. */
const hostileHeader = fc.oneof(
  fc.string({ maxLength: 300 }).filter((value) => /^[\x20-\x7E\x80-\xFF]*$/.test(value)),
  fc.constantFrom(
    "",
    " ",
    '""',
    '"',
    '"a"b"',
    '"\\x"',
    "x".repeat(256),
    "Bearer",
    "Bearer ",
    "Basic dXNlcjpwYXNz",
    `Bearer plm_${"a".repeat(10)}_${"B".repeat(43)}`,
    `Bearer plm_${"a".repeat(10)}_${"B".repeat(43)}\u00ff`,
    "Bearer plm_'; drop table partner_keys; --",
  ),
);

/** Optional Idempotency-Key and Authorization headers, hostile or absent. */
const hostileHeaders = fc.record(
  { "idempotency-key": hostileHeader, authorization: hostileHeader, "if-none-match": hostileHeader },
  { requiredKeys: [] },
);

const fields = {
  "/api/quotes": Object.keys(validQuoteBody),
  "/api/contact": ["fullName", "email", "phone", "inquiryType", "message"],
  "/api/call-back": ["fullName", "phone", "email", "bestTime", "topic", "notes", "consent"],
  select: ["quoteId"],
  "/api/reminders": ["reference", "renewalDate", "consent"],
  "/api/reminders/cancel": ["token"],
  "/api/reminders/change": ["token", "renewalDate"],
  "/api/unsubscribe": ["token", "List-Unsubscribe"],
  "/api/your-data": ["email"],
  "/api/your-data/open": ["token"],
  "/api/your-data/export": ["session"],
  "/api/your-data/erase": ["session"],
  // From the site's pages (Origin), so the body is read rather than refused as cross-site.
  "/api/account/link": ["email"],
  "/api/account/keep-quotes": ["reference", "keepAnswers"],
  "/api/account/sign-in/link": ["token"],
  "/api/account/sign-in/passkey": ["credential"],
  "/api/account/passkeys": ["credential", "name"],
  "/api/account/kept-answers": ["reference"],
} as const;

/** Every byte of the text's UTF-8 (lone surrogates included) as %XX. */
const percentEncoded = (text: string) =>
  Array.from(Buffer.from(text), (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

describe("every POST route, for hostile bodies (seeded)", () => {
  let app: TestApp;
  let selectUrl: string;
  beforeAll(async () => {
    app = await createTestApp({ BODY_LIMIT_BYTES: "1048576" });
    const quote = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    selectUrl = `/api/quotes/${quote.json().reference}/select`;
  });
  afterAll(() => app.close());

  const rows = async () => {
    const counts = await Promise.all(
      [
        callBackRequests,
        contactMessages,
        callBackRequests,
        quoteRequests,
        clickOuts,
        idempotencyKeys,
        partnerKeys,
        renewalReminders,
        dataRequests,
        mailOutbox,
        accounts,
        accountLinks,
        accountSessions,
        accountPasskeys,
      ].map((table) => app.database.db.select({ n: count() }).from(table)),
    );
    return counts.map(([row]) => row!.n);
  };

  /** A body for a route: a valid one with one field spoiled, a wholly random value, or raw text. */
  const bodyFor = (route: keyof typeof fields) =>
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...fields[route]), hostileValue)
        .map(([field, value]) => JSON.stringify({ ...validQuoteBody, quoteId: "PLM-X", [field]: value })),
      hostileValue.map((value) => JSON.stringify(value) ?? "null"),
      deepNesting,
      fc
        .tuple(fc.constantFrom(...fields[route]), nonFiniteNumber)
        .map(([field, number]) => `{"${field}":${number}}`),
      fc.constantFrom('{"__proto__":{"insuranceType":"car"}}', '{"constructor":{"prototype":{"age":1}}}'),
    );

  for (const route of Object.keys(fields) as Array<keyof typeof fields>) {
    it(`${route}: every answer is 4xx in the error shape, none 5xx, and nothing is stored`, async () => {
      const before = await rows();
      await fc.assert(
        fc.asyncProperty(bodyFor(route), hostileHeaders, async (payload, headers) => {
          const res = await app.inject({
            method: "POST",
            url: route === "select" ? selectUrl : route,
            headers: {
              ...headers,
              "content-type": "application/json",
              ...(route.startsWith("/api/account") && { origin: "http://localhost:3000" }),
            },
            payload,
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json()).toMatchObject({ statusCode: res.statusCode, error: expect.any(String) });
        }),
        { seed: 20261124, numRuns: 150 },
      );
      expect(await rows()).toEqual(before);
    });
  }

  it("the routes plain HTML forms post to, for hostile urlencoded bodies: a 303 to the website or 4xx, never 5xx", async () => {
    const before = await rows();
    const formRoutes = [
      "/api/reminders",
      "/api/reminders/cancel",
      "/api/reminders/change",
      "/api/unsubscribe",
      "/api/your-data/open",
      "/api/your-data/export",
      "/api/your-data/erase",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...formRoutes),
        fc.oneof(
          hostileText.map((text) => text.slice(0, 500)),
          fc
            .tuple(fc.constantFrom("reference", "renewalDate", "consent", "token", "session"), hostileText)
            .map(([field, text]) => `${field}=${percentEncoded(text.slice(0, 300))}&consent=on`),
          fc.constantFrom(
            "renewalDate=2027-13-01&consent=on&reference=PLM-00000000",
            "token=%E0%A4%A",
            "a=1&a=2",
          ),
        ),
        fc.boolean(),
        async (url, payload, browser) => {
          const res = await app.inject({
            method: "POST",
            url,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              ...(browser && { accept: "text/html,*/*" }),
            },
            payload,
          });
          expect(
            res.statusCode === 303 || (res.statusCode >= 400 && res.statusCode < 500),
            `${res.statusCode}`,
          ).toBe(true);
          if (res.statusCode === 303) expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\//);
        },
      ),
      { seed: 20261126, numRuns: 150 },
    );
    expect(await rows()).toEqual(before);
  });

  it("GET routes, for hostile query strings and headers: 2xx, 304 or 4xx in the error shape, never 5xx", async () => {
    const before = await rows();
    const reference = selectUrl.split("/")[3];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/api/partner/usage",
          `/api/quotes/${reference}`,
          "/api/quotes/PLM-00000000",
          "/api/health",
          "/api/reminders/manage",
          "/api/unsubscribe",
        ),
        fc.oneof(
          fc.constant(""),
          hostileText.map(
            (text) =>
              `?days=${Array.from(Buffer.from(text.slice(0, 200)), (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")}`,
          ),
          fc.constantFrom(
            "?days=%E0%A4%A",
            "?days=-1",
            "?days=1e3",
            "?days=90.5",
            "?days=0x10",
            "?days=1&days=2",
          ),
        ),
        hostileHeaders,
        async (path, query, headers) => {
          const res = await app.inject({ method: "GET", url: `${path}${query}`, headers });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json()).toMatchObject({ statusCode: res.statusCode, error: expect.any(String) });
          }
        },
      ),
      { seed: 20261125, numRuns: 150 },
    );
    expect(await rows()).toEqual(before);
  });

  it("a valid quote request with hostile Idempotency-Key headers: 201, or 400 naming the header, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostileHeader, async (key) => {
        const res = await app.inject({
          method: "POST",
          url: "/api/quotes",
          headers: { "idempotency-key": key },
          payload: validQuoteBody,
        });
        expect([201, 400, 409, 422]).toContain(res.statusCode);
        if (res.statusCode === 400)
          expect(res.json().issues).toEqual([expect.objectContaining({ path: "Idempotency-Key" })]);
      }),
      { seed: 20261126, numRuns: 60 },
    );
  });
});

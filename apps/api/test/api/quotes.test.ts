import { QuoteSetResponse, quoteMessages, SelectQuoteResponse } from "@plummet/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStore } from "../../src/db/account-store";
import { CallBackStore } from "../../src/db/call-back-store";
import { ContactStore } from "../../src/db/contact-store";
import { PersonalDataStore } from "../../src/db/personal-data-store";
import { QuoteStore } from "../../src/db/quote-store";
import { clickOuts, quoteRequests } from "../../src/db/schema";
import { purgeExpired } from "../../src/retention/purge-expired";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";
import { testCatalogue } from "../support/quote-set";

const DAY_MS = 24 * 60 * 60 * 1000;
let now = Date.parse("2026-05-01T09:00:00.000Z");
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => new Date(now) });
});
afterAll(() => app.close());

async function postQuote(body: object = validQuoteBody) {
  const res = await app.inject({ method: "POST", url: "/api/quotes", payload: body });
  expect(res.statusCode).toBe(201);
  return QuoteSetResponse.parse(res.json());
}

describe("POST /api/quotes", () => {
  it("prices a valid request from the panel, cheapest first, and says where to find it again", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    expect(res.statusCode).toBe(201);
    const body = QuoteSetResponse.parse(res.json());
    expect(res.headers.location).toBe(`/api/quotes/${body.reference}`);
    expect(body.reference).toMatch(/^PLM-[0-9A-Z]{8}$/);
    expect(body).toMatchObject({ insuranceType: "car", coverageAmount: "standard", providersSearched: 48 });
    expect(body.quotes.length).toBeGreaterThanOrEqual(8);
    expect(body.quotes.length).toBeLessThanOrEqual(25);
    expect(body.providers.quoted).toBe(body.quotes.length);
    expect(body.providers.quoted + body.providers.declined + body.providers.unavailable).toBe(48);
    const prices = body.quotes.map((quote) => quote.annualPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const quote of body.quotes) expect(quote.id).toBe(`${body.reference}-${quote.providerSlug}`);
    expect(body.assumptions[0]).toBe("Comprehensive cover with windscreen cover and a courtesy car");
    expect(body.createdAt).toBe(new Date(now).toISOString());
    expect(Date.parse(body.expiresAt) - Date.parse(body.createdAt)).toBe(30 * DAY_MS);
  });

  it("accepts age as a number and a postcode in any case and spacing, as API clients send them", async () => {
    const body = await postQuote({ ...validQuoteBody, age: 35, postcode: " m11ae " });
    const [row] = await app.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, body.reference));
    expect(row).toMatchObject({
      age: 35,
      postcode: "M1 1AE",
      email: "sam@example.com",
      marketingOptIn: false,
    });
  });

  it("states each product's cover as the quotes' assumptions", async () => {
    const life = await postQuote({ ...validQuoteBody, insuranceType: "life", coverageAmount: "standard" });
    expect(life.assumptions).toContain("Level term cover with terminal illness cover");
    expect(life.assumptions).toContain("Sum assured: £200,000 (assumed)");
    expect(life.assumptions).toContain("Life insurance is exempt from Insurance Premium Tax");
    const travel = await postQuote({
      ...validQuoteBody,
      insuranceType: "travel",
      coverageAmount: "comprehensive",
    });
    expect(travel.assumptions[0]).toContain("medical cover up to £10 million");
    expect(travel.assumptions).toContain("Prices include Insurance Premium Tax at 20%");
  });

  it("refuses Jersey, Guernsey and Isle of Man postcodes (UK cover only) and prices Northern Ireland", async () => {
    for (const postcode of ["JE2 3AB", "GY1 1AA", "IM1 1AD"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/quotes",
        payload: { ...validQuoteBody, postcode },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: "postcode", message: quoteMessages.postcodeCrownDependency },
      ]);
    }
    const belfast = await postQuote({ ...validQuoteBody, postcode: "BT1 1AA" });
    expect(belfast.quotes.length).toBeGreaterThan(0);
  });

  it("refuses an age outside the product's range, naming the range", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, age: "91" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "age", message: "Car Insurance is available from age 17 to 90: enter an age from 17 to 90" },
    ]);
  });

  it("never answers the applicant's personal data back", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    expect(res.body).not.toContain("sam@example.com");
    expect(res.body).not.toContain("M1 1AE");
  });
});

describe("GET /api/quotes/:reference", () => {
  it("answers the saved quote set exactly as it was priced", async () => {
    const created = await postQuote();
    const res = await app.inject({ method: "GET", url: `/api/quotes/${created.reference}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    // A reference alone never reveals who asked: no email, age or postcode, under any key.
    expect(res.body).not.toContain(validQuoteBody.email);
    expect(res.body).not.toContain(validQuoteBody.postcode);
    expect(res.body).not.toMatch(/"(email|age|postcode|applicant)":/);
    // Nor in words: the price breakdown says "Your age", not the age, and names no postcode area.
    expect(res.body).not.toMatch(/Age 35|\bM postcode|Manchester/);
  });

  it("answers 404 in the error shape for an unknown reference", async () => {
    const res = await app.inject({ method: "GET", url: "/api/quotes/PLM-00000000" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });

  it("answers 400 naming the field for a reference that cannot be one", async () => {
    const res = await app.inject({ method: "GET", url: "/api/quotes/not-a-reference" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "reference", message: "Please give a quote reference such as PLM-7K2M9QXD" },
    ]);
  });

  it("answers 410 once the quote set has expired, and 404 once it has been purged", async () => {
    const created = await postQuote();
    const start = now;
    try {
      now = start + 30 * DAY_MS + 1000;
      const expired = await app.inject({ method: "GET", url: `/api/quotes/${created.reference}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ statusCode: 410, error: "Gone" });

      now = start + 91 * DAY_MS;
      await purgeExpired(
        {
          quotes: new QuoteStore(app.database, testCatalogue),
          contacts: new ContactStore(app.database),
          callBacks: new CallBackStore(app.database),
          personalData: new PersonalDataStore(app.database),
          accounts: new AccountStore(app.database),
        },
        new Date(now),
      );
      const purged = await app.inject({ method: "GET", url: `/api/quotes/${created.reference}` });
      expect(purged.statusCode).toBe(404);
    } finally {
      now = start;
    }
  });
});

describe("POST /api/quotes/:reference/select", () => {
  it("records the click-out and answers where the visitor goes next", async () => {
    const created = await postQuote();
    const chosen = created.quotes[2]!;
    const res = await app.inject({
      method: "POST",
      url: `/api/quotes/${created.reference}/select`,
      payload: { quoteId: chosen.id },
    });
    expect(res.statusCode).toBe(200);
    const body = SelectQuoteResponse.parse(res.json());
    expect(body).toMatchObject({
      reference: created.reference,
      quoteId: chosen.id,
      provider: chosen.provider,
      productName: chosen.productName,
      annualPrice: chosen.annualPrice,
    });
    // The built-in panel is fictional: it hands over to the site's own page, never a made-up host.
    const next = new URL(body.redirectUrl);
    expect(`${next.origin}${next.pathname}`).toBe("http://localhost:3000/continue");
    expect(Object.fromEntries(next.searchParams)).toEqual({ reference: created.reference, quote: chosen.id });
    expect(body.message).toContain(chosen.provider);

    const [set] = await app.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, created.reference));
    const clicks = await app.database.db
      .select()
      .from(clickOuts)
      .where(eq(clickOuts.quoteRequestId, set!.id));
    expect(clicks.map((click) => click.quoteId)).toEqual([chosen.id]);
  });

  it("refuses a quote id from another quote set with 400 on the field, and records nothing", async () => {
    const first = await postQuote();
    const second = await postQuote();
    const res = await app.inject({
      method: "POST",
      url: `/api/quotes/${first.reference}/select`,
      payload: { quoteId: second.quotes[0]!.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "quoteId", message: "This quote is not part of this quote set" },
    ]);
    const [set] = await app.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, first.reference));
    expect(
      await app.database.db.select().from(clickOuts).where(eq(clickOuts.quoteRequestId, set!.id)),
    ).toEqual([]);
  });

  it("answers 404 for an unknown reference and 400 for a missing quote id", async () => {
    const unknown = await app.inject({
      method: "POST",
      url: "/api/quotes/PLM-00000000/select",
      payload: { quoteId: "PLM-00000000-harbourline" },
    });
    expect(unknown.statusCode).toBe(404);
    const created = await postQuote();
    const missing = await app.inject({
      method: "POST",
      url: `/api/quotes/${created.reference}/select`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: "quoteId", message: "Please choose a quote" }]);
  });

  it("answers 410 for an expired quote set", async () => {
    const created = await postQuote();
    const start = now;
    try {
      now = start + 31 * DAY_MS;
      const res = await app.inject({
        method: "POST",
        url: `/api/quotes/${created.reference}/select`,
        payload: { quoteId: created.quotes[0]!.id },
      });
      expect(res.statusCode).toBe(410);
    } finally {
      now = start;
    }
  });
});

describe("POST /api/contact", () => {
  it("stores the message and answers a reference", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        fullName: "Alex Morgan",
        email: "alex@example.com",
        phone: "020 7946 0000",
        inquiryType: "complaint",
        message: "My quote reference did not open.",
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.reference).toMatch(/^PLC-[0-9A-Z]{8}$/);
    expect(body.message).toContain("24 hours");
  });

  it("answers the contact form's own messages for an empty form", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { fullName: "", email: "", inquiryType: "", message: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(["email", "fullName", "inquiryType", "message"]);
  });
});

describe("GET /api/health", () => {
  it("answers ok, and ready when the database answers", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok" });
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
  });

  it("answers an unknown route with 404 in the error shape", async () => {
    const res = await app.inject({ method: "GET", url: "/api/nothing?email=someone@example.com" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "No route answers this method and address; see /api/docs",
    });
  });
});

import { emailLengthMessage, quoteMessages } from "@plummet/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, quoteRequests } from "../../src/db/schema";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
});
afterAll(() => app.close());

/** Each case uses its own email, so "stores nothing" can be checked for exactly that request. */
let caseNumber = 0;
const uniqueEmail = () => `bad-input-${++caseNumber}@example.com`;

async function storedRequestsFor(email: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, email));
  return row?.n ?? 0;
}

const issuesOf = (body: { issues?: Array<{ path: string; message: string }> }) =>
  Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.message]));

describe("POST /api/quotes with bad input: 400 with per-field issues, and nothing stored", () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    [
      "every field missing",
      {
        insuranceType: undefined,
        coverageAmount: undefined,
        age: undefined,
        postcode: undefined,
        email: undefined,
      },
      {
        insuranceType: quoteMessages.insuranceType,
        coverageAmount: quoteMessages.coverageAmount,
        age: quoteMessages.age,
        postcode: quoteMessages.postcode,
        email: quoteMessages.email,
      },
    ],
    ["age as letters", { age: "abc" }, { age: quoteMessages.ageWholeNumber }],
    ["a negative age", { age: "-1" }, { age: quoteMessages.ageWholeNumber }],
    ["a fractional age", { age: "17.5" }, { age: quoteMessages.ageWholeNumber }],
    [
      "an age of 250",
      { age: "250" },
      { age: "Car Insurance is available from age 17 to 90: enter an age from 17 to 90" },
    ],
    [
      "an age under the product's minimum",
      { age: "16" },
      { age: "Car Insurance is available from age 17 to 90: enter an age from 17 to 90" },
    ],
    [
      "an age over the product's maximum",
      { insuranceType: "medical", age: 80 },
      { age: "Private Medical Insurance is available from age 18 to 79: enter an age from 18 to 79" },
    ],
    ["age of the wrong type", { age: true }, { age: quoteMessages.age }],
    ["postcode XYZ", { postcode: "XYZ" }, { postcode: quoteMessages.postcodeInvalid }],
    ["postcode 12345", { postcode: "12345" }, { postcode: quoteMessages.postcodeInvalid }],
    ["postcode of the wrong type", { postcode: 12345 }, { postcode: quoteMessages.postcode }],
    ["an invalid email", { email: "not-an-email" }, { email: quoteMessages.email }],
    [
      "an unknown insurance type",
      { insuranceType: "spaceship" },
      { insuranceType: quoteMessages.insuranceType },
    ],
    [
      "an unknown coverage level",
      { coverageAmount: "platinum" },
      { coverageAmount: quoteMessages.coverageAmount },
    ],
  ];

  it.each(cases)("%s", async (_name, change, expected) => {
    const email = uniqueEmail();
    const payload = { ...validQuoteBody, email, ...change };
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      message: "The request has invalid fields",
    });
    expect(issuesOf(body)).toEqual(expected);
    expect(await storedRequestsFor(email)).toBe(0);
  });

  it("a body that is not an object", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: [validQuoteBody] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });
});

describe("POST /api/quotes with a body the service cannot read", () => {
  it("malformed JSON: 400, without echoing the body", async () => {
    const email = uniqueEmail();
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/json" },
      payload: `{"email": "${email}", not json`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "The request body is not valid JSON",
    });
    expect(await storedRequestsFor(email)).toBe(0);
  });

  it("an empty JSON body: 400", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "application/xml"])(
    "the wrong content type (%s): 415",
    async (contentType) => {
      const email = uniqueEmail();
      const res = await app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: { "content-type": contentType },
        payload: JSON.stringify({ ...validQuoteBody, email }),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        statusCode: 415,
        error: "Unsupported Media Type",
        message: "Send the request body as application/json",
      });
      expect(await storedRequestsFor(email)).toBe(0);
    },
  );

  it("an oversized body: 413", async () => {
    const email = uniqueEmail();
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email, padding: "x".repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      error: "Payload Too Large",
      message: "The request body is too large",
    });
    expect(await storedRequestsFor(email)).toBe(0);
  });
});

describe("POST /api/contact with bad input", () => {
  it("stores nothing for an invalid phone number", async () => {
    const email = uniqueEmail();
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { fullName: "Sam Patel", email, phone: "12345", inquiryType: "support", message: "Hello" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesOf(res.json()))).toEqual(["phone"]);
    const [row] = await app.database.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(row?.n).toBe(0);
  });
});

describe("email addresses at most 254 characters, 64 before the @", () => {
  it("refuses a longer one on every route that takes one, with the form's message, and stores nothing", async () => {
    for (const email of [`${"a".repeat(65)}@example.com`, `${"a".repeat(1_000)}@example.com`]) {
      for (const [url, body] of [
        ["/api/quotes", validQuoteBody],
        ["/api/your-data", {}],
        ["/api/contact", { fullName: "Sam Patel", inquiryType: "general", message: "Hello" }],
      ] as const) {
        const res = await app.inject({ method: "POST", url, payload: { ...body, email } });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().issues, url).toContainEqual({ path: "email", message: emailLengthMessage });
        expect(res.body).not.toContain("aaaaaaaaaa");
      }
    }
  });
});

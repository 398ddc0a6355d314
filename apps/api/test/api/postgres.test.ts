import { QuoteSetResponse } from "@plummet/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../db/drivers";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

// The whole service on a real PostgreSQL server. Runs when TEST_DATABASE_URL is set (npm test's
// scripts/test-postgres.sh sets it); without a server to talk to there is nothing to run it against.
describe.skipIf(!testDatabaseUrl)("the service on PostgreSQL (TEST_DATABASE_URL)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ DATABASE_URL: testDatabaseUrl });
  });
  afterAll(() => app?.close());

  it("uses PostgreSQL, not PGlite", () => {
    expect(app.database.kind).toBe("postgres");
  });

  it("prices, saves, reopens and selects a quote set", async () => {
    const created = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    expect(created.statusCode).toBe(201);
    const set = QuoteSetResponse.parse(created.json());
    const reopened = await app.inject({ method: "GET", url: `/api/quotes/${set.reference}` });
    expect(reopened.json()).toEqual(set);
    const selected = await app.inject({
      method: "POST",
      url: `/api/quotes/${set.reference}/select`,
      payload: { quoteId: set.quotes[0]!.id },
    });
    expect(selected.statusCode).toBe(200);
  });

  it("answers many requests at once (group commit through the pool)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    const references = new Set(answers.map((answer) => answer.json().reference));
    expect(references.size).toBe(30);
  });

  it("reports ready", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });
});

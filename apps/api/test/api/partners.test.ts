import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerStore } from "../../src/db/partner-store";
import { clickOuts, quoteRequests } from "../../src/db/schema";
import {
  createLoggingTestApp,
  createTestApp,
  databases,
  type TestApp,
  uniqueEmail,
  validQuoteBody,
} from "../helper";

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

for (const { name, env } of databases) {
  describe(`partner keys on ${name}`, () => {
    let app: TestApp;
    let alpha: { id: string; key: string };
    let beta: { id: string; key: string };
    beforeAll(async () => {
      app = await createTestApp(env);
      alpha = await new PartnerStore(app.database).create("Alpha Bank", new Date());
      beta = await new PartnerStore(app.database).create("Beta Broker", new Date());
    });
    afterAll(() => app?.close());

    it("leaves anonymous calls as they are", async () => {
      const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
      expect(res.statusCode).toBe(201);
    });

    it("records the partner on the quote sets and click-outs made with its key", async () => {
      const email = uniqueEmail("partner");
      const created = await app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: bearer(alpha.key),
        payload: { ...validQuoteBody, email },
      });
      expect(created.statusCode).toBe(201);
      const set = created.json();
      const [row] = await app.database.db
        .select({ partnerId: quoteRequests.partnerId, id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.reference, set.reference));
      expect(row?.partnerId).toBe(alpha.id);

      // Another partner may choose a quote from it; the click-out is credited to the one who chose.
      const chosen = await app.inject({
        method: "POST",
        url: `/api/quotes/${set.reference}/select`,
        headers: bearer(beta.key),
        payload: { quoteId: set.quotes[0].id },
      });
      expect(chosen.statusCode).toBe(200);
      const clicks = await app.database.db
        .select({ partnerId: clickOuts.partnerId })
        .from(clickOuts)
        .where(eq(clickOuts.quoteRequestId, row!.id));
      expect(clicks).toEqual([{ partnerId: beta.id }]);
    });

    it("answers a key's own quotes and click-outs by day and product, and nothing of anyone else's", async () => {
      const own = await new PartnerStore(app.database).create("Usage Partner", new Date());
      const other = await new PartnerStore(app.database).create("Someone Else", new Date());
      const quote = async (key: string, insuranceType: string, age = "35") =>
        (
          await app.inject({
            method: "POST",
            url: "/api/quotes",
            headers: bearer(key),
            payload: { ...validQuoteBody, insuranceType, age, email: uniqueEmail("usage") },
          })
        ).json();
      const car = await quote(own.key, "car");
      await quote(own.key, "car");
      await quote(own.key, "home", "40");
      await quote(other.key, "car");
      await app.inject({
        method: "POST",
        url: `/api/quotes/${car.reference}/select`,
        headers: bearer(own.key),
        payload: { quoteId: car.quotes[0].id },
      });

      const res = await app.inject({ method: "GET", url: "/api/partner/usage", headers: bearer(own.key) });
      expect(res.statusCode).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(res.json()).toEqual({
        partner: { id: own.id, name: "Usage Partner" },
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        to: today,
        days: [
          { date: today, insuranceType: "car", quotes: 2, clickOuts: 1 },
          { date: today, insuranceType: "home", quotes: 1, clickOuts: 0 },
        ],
      });
      const fresh = await new PartnerStore(app.database).create("No Activity", new Date());
      const none = await app.inject({
        method: "GET",
        url: "/api/partner/usage?days=7",
        headers: bearer(fresh.key),
      });
      expect(none.json().days).toEqual([]);
      const tooMany = await app.inject({
        method: "GET",
        url: "/api/partner/usage?days=400",
        headers: bearer(own.key),
      });
      expect(tooMany.statusCode).toBe(400);
    });

    it("answers 401 with WWW-Authenticate for usage without a key", async () => {
      const res = await app.inject({ method: "GET", url: "/api/partner/usage" });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="plummet"');
      expect(res.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    });

    it("answers a malformed, unknown or revoked key with the same 401, never a 5xx, never a hint", async () => {
      const revoked = await new PartnerStore(app.database).create("Gone", new Date());
      expect(await new PartnerStore(app.database).revoke(revoked.id, new Date())).toBe(true);
      const unknown = `plm_${"a".repeat(10)}_${"B".repeat(43)}`;
      const headers = [
        "Bearer",
        "Bearer ",
        "Basic dXNlcjpwYXNz",
        "Bearer not-a-key",
        `Bearer ${"x".repeat(5000)}`,
        `Bearer ${alpha.key}x`,
        `Bearer ${alpha.key.replace(alpha.id, beta.id)}`,
        `Bearer ${unknown}`,
        `Bearer ${revoked.key}`,
        "Bearer plm_\u00e9",
      ];
      const bodies = new Set<string>();
      for (const authorization of headers) {
        for (const request of [
          { method: "POST" as const, url: "/api/quotes", payload: validQuoteBody },
          { method: "GET" as const, url: "/api/partner/usage" },
        ]) {
          const res = await app.inject({ ...request, headers: { authorization } });
          expect(res.statusCode, authorization.slice(0, 40)).toBe(401);
          expect(res.headers["www-authenticate"]).toBe('Bearer realm="plummet", error="invalid_token"');
          bodies.add(res.body);
        }
      }
      expect([...bodies]).toEqual([
        JSON.stringify({
          statusCode: 401,
          error: "Unauthorized",
          message: "The API key is not valid. Check it, or ask Plummet for a new one.",
        }),
      ]);
      const [stored] = await app.database.db
        .select({ n: count() })
        .from(quoteRequests)
        .where(eq(quoteRequests.partnerId, revoked.id));
      expect(stored?.n).toBe(0);
    });

    it("takes a bearer scheme in any case", async () => {
      const res = await app.inject({
        method: "GET",
        url: "/api/partner/usage",
        headers: { authorization: `bearer ${alpha.key}` },
      });
      expect(res.statusCode).toBe(200);
    });
  });
}

describe("a partner key's own rate limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: "2", PARTNER_RATE_LIMIT_MAX: "4" });
  });
  afterAll(() => app.close());

  it("is higher than anonymous, counted per key, not per address", async () => {
    const one = await new PartnerStore(app.database).create("One", new Date());
    const two = await new PartnerStore(app.database).create("Two", new Date());
    const post = (headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: "/api/quotes", headers, payload: validQuoteBody });
    const statuses = async (headers?: Record<string, string>) => {
      const answers: number[] = [];
      for (let i = 0; i < 5; i += 1) answers.push((await post(headers)).statusCode);
      return answers;
    };
    expect(await statuses()).toEqual([201, 201, 429, 429, 429]);
    // Same address (inject's 127.0.0.1), but each key counts on its own.
    expect(await statuses(bearer(one.key))).toEqual([201, 201, 201, 201, 429]);
    const limited = await post(bearer(one.key));
    expect(limited.headers["x-ratelimit-limit"]).toBe("4");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await statuses(bearer(two.key))).toEqual([201, 201, 201, 201, 429]);
  });
});

describe("partner keys in the logs", () => {
  const lines: string[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await createLoggingTestApp(lines);
  });
  afterAll(() => app.close());

  it("never carry the key, only its public id", async () => {
    const { id, key } = await new PartnerStore(app.database).create("Logged", new Date());
    const secret = key.split("_").slice(2).join("_");
    await app.inject({ method: "POST", url: "/api/quotes", headers: bearer(key), payload: validQuoteBody });
    await app.inject({ method: "GET", url: "/api/partner/usage", headers: bearer(`${key}x`) });
    const log = lines.join("");
    expect(log).toContain(`"partner":"${id}"`);
    expect(log).not.toContain(secret);
  });
});

import { insurers } from "@plummet/content/insurers";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IdempotencyStore } from "../../src/db/idempotency-store";
import { contactMessages, mailOutbox, quoteRequests } from "../../src/db/schema";
import { createPanelAdapters } from "../../src/providers/panel-adapters";
import { providerFactors } from "../../src/rating/provider-factors";
import { createTestApp, databases, type TestApp, uniqueEmail, validQuoteBody } from "../helper";

const HOUR_MS = 60 * 60 * 1000;

/** A gate the first insurer waits at, so a test can hold a request in flight as long as it likes. */
function gatedPanel() {
  let open: () => void = () => {};
  let gate = Promise.resolve();
  let reached: () => void = () => {};
  let arrived = Promise.resolve();
  const panel = createPanelAdapters(insurers, providerFactors).map((adapter, index) =>
    index === 0
      ? {
          ...adapter,
          synchronous: false,
          quote: async (...args: Parameters<typeof adapter.quote>) => {
            reached();
            await gate;
            return adapter.quote(...args);
          },
        }
      : adapter,
  );
  return {
    panel,
    /** Closes the gate; answers a promise that settles once a request reaches it. */
    close() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      arrived = new Promise((resolve) => {
        reached = resolve;
      });
      return arrived;
    },
    open: () => open(),
  };
}

for (const { name, env } of databases) {
  describe(`Idempotency-Key on ${name}`, () => {
    let app: TestApp;
    let now = Date.now();
    let failClock = false;
    const gate = gatedPanel();

    beforeAll(async () => {
      app = await createTestApp(
        { ...env, PROVIDER_TIMEOUT_MS: "30000" },
        {
          adapters: gate.panel,
          clock: () => {
            if (failClock) throw new Error("clock failed");
            return new Date(now);
          },
        },
      );
    });
    afterAll(() => app?.close());

    const quote = (email: string, key?: string, extra: Record<string, unknown> = {}) =>
      app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: key === undefined ? {} : { "idempotency-key": key },
        payload: { ...validQuoteBody, email, ...extra },
      });
    const setsFor = async (email: string) =>
      (
        await app.database.db.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.email, email))
      )[0]!.n;
    // Emails queued about the address's quote sets (the outbox row names its quote set).
    const emailsTo = async (email: string) =>
      (
        await app.database.db
          .select({ n: count() })
          .from(mailOutbox)
          .innerJoin(quoteRequests, eq(quoteRequests.id, mailOutbox.quoteRequestId))
          .where(eq(quoteRequests.email, email))
      )[0]!.n;

    it("answers a retry with the same key and body with the first answer, storing and emailing nothing new", async () => {
      const email = uniqueEmail("replay");
      const key = crypto.randomUUID();
      const first = await quote(email, key);
      expect(first.statusCode).toBe(201);
      expect(first.headers["idempotency-replayed"]).toBeUndefined();
      // The draft's Structured Field form of the same key is the same key.
      const again = await quote(email, `"${key}"`);
      expect(again.statusCode).toBe(201);
      expect(again.headers["idempotency-replayed"]).toBe("true");
      expect(again.headers.location).toBe(first.headers.location);
      expect(again.headers["content-type"]).toContain("application/json");
      expect(again.body).toBe(first.body);
      expect(await setsFor(email)).toBe(1);
      expect(await emailsTo(email)).toBe(1);
    });

    it("counts a body with its keys in another order, or a postcode in another case, as the same body", async () => {
      const email = uniqueEmail("same-body");
      const key = crypto.randomUUID();
      expect((await quote(email, key)).statusCode).toBe(201);
      const reordered = await app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: { "idempotency-key": key },
        payload: { email, postcode: "m1 1ae", age: 35, coverageAmount: "standard", insuranceType: "car" },
      });
      expect(reordered.statusCode).toBe(201);
      expect(reordered.headers["idempotency-replayed"]).toBe("true");
      expect(await setsFor(email)).toBe(1);
    });

    it("refuses the same key with a different body: 422 in the error shape", async () => {
      const email = uniqueEmail("mismatch");
      const key = crypto.randomUUID();
      expect((await quote(email, key)).statusCode).toBe(201);
      const other = await quote(email, key, { coverageAmount: "basic" });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        statusCode: 422,
        error: "Unprocessable Entity",
        message: expect.stringContaining("different request body"),
      });
      expect(await setsFor(email)).toBe(1);
    });

    it("answers 409 to a retry while the first request is still running, then replays its answer", async () => {
      const email = uniqueEmail("in-flight");
      const key = crypto.randomUUID();
      const reached = gate.close();
      const first = quote(email, key);
      await reached;
      const meanwhile = await quote(email, key);
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.headers["retry-after"]).toBe("1");
      expect(meanwhile.json()).toMatchObject({ statusCode: 409, error: "Conflict" });
      gate.open();
      const answered = await first;
      expect(answered.statusCode).toBe(201);
      const after = await quote(email, key);
      expect(after.headers["idempotency-replayed"]).toBe("true");
      expect(after.body).toBe(answered.body);
      expect(await setsFor(email)).toBe(1);
    });

    it("lets the key go when the request fails on our side, so the retry runs afresh", async () => {
      const email = uniqueEmail("server-error");
      const key = crypto.randomUUID();
      const reached = gate.close();
      const failing = quote(email, key);
      await reached;
      // The key is claimed by now; pricing then fails (the clock is read after the insurers answer).
      failClock = true;
      gate.open();
      const failed = await failing;
      failClock = false;
      expect(failed.statusCode).toBe(500);
      const retried = await quote(email, key);
      expect(retried.statusCode).toBe(201);
      expect(retried.headers["idempotency-replayed"]).toBeUndefined();
      expect(await setsFor(email)).toBe(1);
    });

    it("claims nothing for a body that fails validation", async () => {
      const email = uniqueEmail("invalid");
      const key = crypto.randomUUID();
      expect((await quote(email, key, { postcode: "nowhere" })).statusCode).toBe(400);
      const fixed = await quote(email, key);
      expect(fixed.statusCode).toBe(201);
      expect(fixed.headers["idempotency-replayed"]).toBeUndefined();
    });

    it("answers 400 in the error shape for a malformed key, and stores nothing", async () => {
      const email = uniqueEmail("malformed");
      for (const key of ["", " ", "x".repeat(256), '"unterminated', '"a"b"', "caf\u00e9"]) {
        const res = await quote(email, key);
        expect(res.statusCode, JSON.stringify(key)).toBe(400);
        expect(res.json()).toMatchObject({
          statusCode: 400,
          issues: [{ path: "Idempotency-Key", message: expect.stringContaining("1 to 255") }],
        });
      }
      expect((await quote(email, "x".repeat(255))).statusCode).toBe(201);
      expect(await setsFor(email)).toBe(1);
    });

    it("works on every POST route: contact messages and click-outs", async () => {
      const key = crypto.randomUUID();
      const message = `Idempotent hello ${key}`;
      const contact = () =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "idempotency-key": key },
          payload: { fullName: "Sam Patel", email: uniqueEmail("contact"), inquiryType: "general", message },
        });
      const first = await contact();
      expect(first.statusCode).toBe(201);
      // Another address is another body.
      expect((await contact()).statusCode).toBe(422);
      const stored = await app.database.db
        .select({ n: count() })
        .from(contactMessages)
        .where(eq(contactMessages.message, message));
      expect(stored[0]!.n).toBe(1);

      const set = (await quote(uniqueEmail("select"))).json();
      const select = () =>
        app.inject({
          method: "POST",
          url: `/api/quotes/${set.reference}/select`,
          headers: { "idempotency-key": key },
          payload: { quoteId: set.quotes[0].id },
        });
      // The same key on another route is another key.
      const chosen = await select();
      expect(chosen.statusCode).toBe(200);
      const again = await select();
      expect(again.headers["idempotency-replayed"]).toBe("true");
      expect(again.body).toBe(chosen.body);
    });

    it("forgets a key after 24 hours, and the purge deletes it", async () => {
      const email = uniqueEmail("expiry");
      const key = crypto.randomUUID();
      expect((await quote(email, key)).statusCode).toBe(201);
      now += 25 * HOUR_MS;
      try {
        const later = await quote(email, key, { coverageAmount: "basic" });
        expect(later.statusCode).toBe(201);
        expect(later.headers["idempotency-replayed"]).toBeUndefined();
        expect(
          await new IdempotencyStore(app.database).purgeExpired(new Date(now + 25 * HOUR_MS)),
        ).toBeGreaterThan(0);
        const fresh = await quote(email, key);
        expect(fresh.headers["idempotency-replayed"]).toBeUndefined();
      } finally {
        now -= 25 * HOUR_MS;
      }
    });

    it("lets another request take over a claim whose instance stopped before answering", async () => {
      const id = { scope: "anonymous", route: "POST /api/test", key: crypto.randomUUID() };
      const at = new Date(now);
      expect(await new IdempotencyStore(app.database).claim(id, "hash", at, 1_000)).toEqual({
        outcome: "claimed",
      });
      expect(await new IdempotencyStore(app.database).claim(id, "hash", at, 1_000)).toEqual({
        outcome: "in-flight",
      });
      const afterLease = new Date(now + 2_000);
      expect(await new IdempotencyStore(app.database).claim(id, "hash", afterLease, 1_000)).toEqual({
        outcome: "claimed",
      });
      expect(await new IdempotencyStore(app.database).claim(id, "other", afterLease, 1_000)).toEqual({
        outcome: "mismatch",
      });
    });

    it("gives one winner when many requests race with the same key", async () => {
      const email = uniqueEmail("race");
      const key = crypto.randomUUID();
      const answers = await Promise.all(Array.from({ length: 8 }, () => quote(email, key)));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(
        answers.filter((res) => res.statusCode === 201 && !res.headers["idempotency-replayed"]),
      ).toHaveLength(1);
      expect(await setsFor(email)).toBe(1);
    });
  });
}

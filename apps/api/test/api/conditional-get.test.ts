import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noneMatch } from "../../src/plugins/conditional-get";
import { createTestApp, databases, type TestApp, validQuoteBody } from "../helper";

const DAY_MS = 24 * 60 * 60 * 1000;

for (const { name, env } of databases) {
  describe(`GET /api/quotes/:reference as a cacheable read, on ${name}`, () => {
    let app: TestApp;
    let now = Date.now();
    let reference: string;
    let expiresAt: number;
    beforeAll(async () => {
      app = await createTestApp(env, { clock: () => new Date(now) });
      const set = (await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody })).json();
      reference = set.reference;
      expiresAt = Date.parse(set.expiresAt);
    });
    afterAll(() => app?.close());

    const read = (headers: Record<string, string> = {}) =>
      app.inject({ method: "GET", url: `/api/quotes/${reference}`, headers });

    it("answers a strong ETag and Cache-Control: private with a max-age ending by the set's expiry", async () => {
      const res = await read();
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers["cache-control"]))?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(now + maxAge * 1000).toBeLessThanOrEqual(expiresAt);
      // The same answer, the same tag.
      expect((await read()).headers.etag).toBe(res.headers.etag);
    });

    it("answers 304 with no body to a matching If-None-Match, and 200 to any other", async () => {
      const { etag } = (await read()).headers as { etag: string };
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const res = await read({ "if-none-match": header });
        expect(res.statusCode, header).toBe(304);
        expect(res.body).toBe("");
        expect(res.headers.etag).toBe(etag);
        expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
        expect(res.headers["content-length"]).toBeUndefined();
      }
      const stale = await read({ "if-none-match": '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().reference).toBe(reference);
    });

    it("shortens the max-age as the expiry nears, and answers 410 (uncached, no tag) after it", async () => {
      now = expiresAt - DAY_MS;
      try {
        expect((await read()).headers["cache-control"]).toBe(`private, max-age=${24 * 60 * 60}`);
        now = expiresAt + 1;
        const gone = await read({ "if-none-match": "*" });
        expect(gone.statusCode).toBe(410);
        expect(gone.headers.etag).toBeUndefined();
        expect(gone.headers["cache-control"]).toBeUndefined();
      } finally {
        now = Date.now();
      }
    });
  });
}

describe("If-None-Match matching", () => {
  it("compares weakly, as RFC 9110 asks for If-None-Match", () => {
    expect(noneMatch('"a"', '"a"')).toBe(true);
    expect(noneMatch('W/"a"', '"a"')).toBe(true);
    expect(noneMatch(' "b" , "a" ', '"a"')).toBe(true);
    expect(noneMatch('"b"', '"a"')).toBe(false);
    expect(noneMatch('"a', '"a"')).toBe(false);
    expect(noneMatch("", '"a"')).toBe(false);
  });
});

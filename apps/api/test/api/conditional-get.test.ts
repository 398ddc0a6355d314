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

    it("answers a strong ETag and Cache-Control: private, no-cache (revalidated before each use)", async () => {
      const res = await read();
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
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
        expect(res.headers["cache-control"]).toBe("private, no-cache");
        expect(res.headers["content-length"]).toBeUndefined();
      }
      const stale = await read({ "if-none-match": '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().reference).toBe(reference);
    });

    it("answers 410 (uncached, no tag) after the expiry, even to the tag it answered before", async () => {
      now = expiresAt - DAY_MS;
      try {
        const { etag } = (await read()).headers as { etag: string };
        now = expiresAt + 1;
        expect((await read({ "if-none-match": etag })).statusCode).toBe(410);
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

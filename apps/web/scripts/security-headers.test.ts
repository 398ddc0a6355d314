import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailLinkPaths } from "../app/route-paths";
import { headersFile, inlineScriptHashes, securityHeaders } from "../security-headers.mjs";
// @ts-expect-error: server.mjs is plain JavaScript with no declarations
import { createSiteServer } from "../server.mjs";

const INLINE = "console.log('hi')";
// sha256 of the script above, base64 (as `echo -n "console.log('hi')" | openssl dgst -sha256 -binary | base64`).
const INLINE_HASH = "'sha256-1ohZFo3B9w3UOFBbfx6JSomkpkME90iPs1r/qXzvX7Y='";

describe("the headers' one source", () => {
  it("hashes only the inline scripts a browser runs", () => {
    const html = `<script>${INLINE}</script><script type="module" src="/a.js"></script><script type="application/ld+json">{}</script>`;
    expect([...inlineScriptHashes(html)]).toEqual([INLINE_HASH]);
  });

  it("allows scripts from the site and by hash only, frames from nobody, and the API for calls and forms", () => {
    const csp = securityHeaders({ apiOrigin: "https://api.plummet.example", scriptHashes: [INLINE_HASH] })[
      "Content-Security-Policy"
    ];
    expect(csp).toContain(`script-src 'self' ${INLINE_HASH}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.plummet.example");
    expect(csp).toContain("form-action 'self' https://api.plummet.example");
  });

  it("writes the CDN's headers file: every header on every path, HSTS, and no-referrer on email-link pages", () => {
    const file = headersFile({ apiOrigin: "https://api.plummet.example", emailLinkPaths: ["/unsubscribe"] });
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/m);
    for (const name of [
      "Strict-Transport-Security",
      "Cross-Origin-Opener-Policy",
      "Permissions-Policy",
      "Referrer-Policy",
      "X-Content-Type-Options",
    ])
      expect(file).toContain(`  ${name}: `);
    expect(file).toContain("/unsubscribe\n  Referrer-Policy: no-referrer");
  });
});

describe("the site server's headers on every answer", () => {
  let root: string;
  let server: ReturnType<typeof createSiteServer>;
  let port: number;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "plummet-headers-test-"));
    for (const [folder, html] of [
      ["", `<h1>Home</h1><script>${INLINE}</script>`],
      ["404", "<h1>404 Page Not Found</h1>"],
      ["resources/a-guide", "<h1>A guide</h1>"],
      ["unsubscribe", "<h1>Unsubscribe</h1>"],
    ] as const) {
      mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, folder, "index.html"), html);
    }
    server = createSiteServer(root, { apiUrl: "http://localhost:3001/" });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const head = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
      (resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path: pathname, method: "HEAD", headers }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers });
        });
        req.on("error", reject);
        req.end();
      },
    );

  it("sends them on the home page, a guide, the 404 page and a redirect; HSTS only behind https", async () => {
    for (const [pathname, status] of [
      ["/", 200],
      ["/resources/a-guide", 200],
      ["/no-such-page", 404],
      ["/quotes?reference=nonsense", 303],
    ] as const) {
      const { status: got, headers } = await head(pathname);
      expect(got, pathname).toBe(status);
      expect(headers["content-security-policy"], pathname).toContain(`script-src 'self' ${INLINE_HASH}`);
      expect(headers["content-security-policy"]).toContain("connect-src 'self' http://localhost:3001;");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
    const proxied = await head("/", { "X-Forwarded-Proto": "https" });
    expect(proxied.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(proxied.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("keeps no-referrer on the pages emails link to", async () => {
    expect(emailLinkPaths).toContain("/unsubscribe");
    expect((await head("/unsubscribe")).headers["referrer-policy"]).toBe("no-referrer");
    expect((await head("/unsubscribe/")).headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers a malformed request with 400 and the same headers", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GE(T / HTTP/1.1\r\nHost: x\r\n\r\n"));
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(answer).toMatch(/^Content-Security-Policy: default-src 'self'/m);
    expect(answer).toMatch(/^X-Content-Type-Options: nosniff/m);
  });
});

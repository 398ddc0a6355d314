import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: server.mjs is plain JavaScript with no declarations
import { createSiteServer, fillFromQuery } from "../server.mjs";

const TOKEN = `yd.${"a".repeat(40)}.${"B".repeat(43)}`;

/** The shape the islands prerender (features/email-links): a form per state, hidden until filled. */
const page = `<main><div data-without-query="token session"><p>Open this page from the link in your email.</p></div>
<form method="post" action="http://api/api/your-data/open" data-needs-query="token" hidden=""><input type="hidden" name="token" value="" data-query="token"/><button type="submit">Show my data</button></form>
<form method="post" action="http://api/api/your-data/erase" data-needs-query="session" hidden=""><input type="hidden" name="session" value="" data-query="session"/></form></main>`;

const patterns = {
  token: /^[A-Za-z0-9_-]{2,20}\.[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{43}$/,
  session: /^[A-Za-z0-9_-]{2,20}\.[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{43}$/,
};
const fill = (query: string) => fillFromQuery(page, new URLSearchParams(query), patterns) as string;

describe("fillFromQuery", () => {
  it("writes a good token into its hidden input and shows the form that needs it", () => {
    const html = fill(`token=${TOKEN}`);
    expect(html).toContain(`<input type="hidden" name="token" data-query="token" value="${TOKEN}"/>`);
    expect(html).toMatch(/<form [^>]*data-needs-query="token"(?![^>]*hidden)[^>]*>/);
    expect(html).toMatch(/<form [^>]*data-needs-query="session" hidden="">/);
    expect(html).toContain('<div data-without-query="token session" hidden="">');
  });

  it("leaves the page as built when the token is missing, cut short or tampered with", () => {
    expect(fill("")).toBe(page);
    expect(fill(`token=${TOKEN.slice(0, -1)}`)).toBe(page);
    expect(fill(`token=${encodeURIComponent(`${TOKEN}"><script>alert(1)</script>`)}`)).toBe(page);
    expect(fill(`session=${encodeURIComponent('x" onfocus="alert(1)')}`)).toBe(page);
  });

  it("escapes what it writes, even if a pattern let markup through", () => {
    const html = fillFromQuery(page, new URLSearchParams('token=a"b<c'), { token: /.*/ }) as string;
    expect(html).toContain('value="a&#34;b&#60;c"');
    expect(html).not.toContain('a"b<c');
  });

  it("fills a session for the download and delete forms", () => {
    const html = fill(`session=${TOKEN}`);
    expect(html).toContain(`data-query="session" value="${TOKEN}"`);
    expect(html).toMatch(/<form [^>]*data-needs-query="token" hidden="">/);
  });
});

describe("the site server's pages that emails link to", () => {
  let root: string;
  let server: ReturnType<typeof createSiteServer>;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "plummet-server-test-"));
    for (const [folder, html] of [
      ["404", "<h1>404 Page Not Found</h1>"],
      ["unsubscribe", page.replaceAll("your-data/open", "unsubscribe")],
      ["your-data/view", page],
      ["renewal-reminder", '<input name="reference" data-query="reference" value=""/>'],
    ] as const) {
      mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, folder, "index.html"), html);
      // A stale precompressed copy must never be served in place of the filled page.
      writeFileSync(path.join(root, folder, "index.html.gz"), "stale");
    }
    writeFileSync(
      path.join(root, "_redirects"),
      "/resources/a-guide-2024 /resources/a-guide 301\n/quotes/:reference /quotes/saved 200\n",
    );
    server = createSiteServer(root);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends a page's former address on to where it is now, with a permanent redirect", async () => {
    const response = await fetch(`${base}/resources/a-guide-2024?from=email`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/resources/a-guide?from=email");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("serves /unsubscribe?token=… uncompressed, filled, uncached and without a referrer", async () => {
    const response = await fetch(`${base}/unsubscribe?token=${TOKEN}`, {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(await response.text()).toContain(`value="${TOKEN}"`);
  });

  it("fills the session on /your-data/view and a canonical reference on /renewal-reminder", async () => {
    expect(await (await fetch(`${base}/your-data/view/?session=${TOKEN}`)).text()).toContain(
      `data-query="session" value="${TOKEN}"`,
    );
    expect(await (await fetch(`${base}/renewal-reminder?reference=plm-7k2m9qxd`)).text()).toContain(
      'value="PLM-7K2M9QXD"',
    );
    expect(await (await fetch(`${base}/renewal-reminder?reference=nonsense`)).text()).toBe(
      '<input name="reference" data-query="reference" value=""/>',
    );
  });

  it("serves the page as built for a bad token: no value, the forms still hidden", async () => {
    const html = await (await fetch(`${base}/unsubscribe?token=not-a-token`)).text();
    expect(html).toContain('data-query="token"/>');
    expect(html).not.toContain("not-a-token");
  });
});

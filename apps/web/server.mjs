// Serves the prerendered site: each folder's index.html for its path, static assets with long
// caching, precompressed (.br/.gz, written at build end) where the browser accepts them, and the
// prerendered 404 page with status 404 for anything else.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  canonicalReference,
  emailLinkPages,
  escapeHtml,
  linkTokenPattern,
  quoteReferencePattern,
} from "@plummet/contracts/values";
import sirv from "sirv";
import {
  buildScriptHashes,
  DEFAULT_API_URL,
  isHttps,
  originOf,
  securityHeaders,
} from "./security-headers.mjs";
import { moveOf, parseRedirects, rewriteOf } from "./site-rewrites.mjs";

const defaultRoot = fileURLToPath(new URL("./build/client", import.meta.url));

/** The 404 page in every encoding that was built, best first. */
function loadNotFoundPage(root) {
  const file = `${root}/404/index.html`;
  const variants = [];
  if (existsSync(`${file}.br`)) variants.push({ encoding: "br", body: readFileSync(`${file}.br`) });
  if (existsSync(`${file}.gz`)) variants.push({ encoding: "gzip", body: readFileSync(`${file}.gz`) });
  variants.push({ encoding: undefined, body: readFileSync(file) });
  return variants;
}

/**
 * The pages that links in emails open, and what each takes from the query string. Without
 * JavaScript their forms post what this server writes into them (decision 015); with it, their
 * islands read the address themselves, so the pages also work from any static host.
 */
export const queryFilledPages = {
  [emailLinkPages.renewalReminder]: { reference: quoteReferencePattern },
  [emailLinkPages.manageReminder]: { token: linkTokenPattern },
  [emailLinkPages.unsubscribe]: { token: linkTokenPattern },
  [emailLinkPages.confirmEmails]: { token: linkTokenPattern },
  [emailLinkPages.yourDataView]: { token: linkTokenPattern, session: linkTokenPattern },
};

/**
 * A prerendered page with the query string's values written in, for a browser without JavaScript:
 * - `<input … data-query="token" …>` gets `value="…"`;
 * - an element with `data-needs-query="token"` loses its `hidden` (it needs the value);
 * - an element with `data-without-query="token session"` gains `hidden` when any of them is there.
 * A value that is missing or not of its pattern counts as absent and is never written.
 */
export function fillFromQuery(html, searchParams, patterns) {
  const present = {};
  for (const [name, pattern] of Object.entries(patterns)) {
    const value = searchParams.get(name)?.trim();
    const wanted = name === "reference" ? value?.toUpperCase() : value;
    if (wanted && pattern.test(wanted)) present[name] = wanted;
  }
  return html.replace(/<([a-z]+)(\s[^>]*?)?(\/?)>/g, (tag, element, attributes = "", slash) => {
    let changed = attributes;
    const query = /\sdata-query="([a-z]+)"/.exec(attributes)?.[1];
    if (element === "input" && query && present[query] !== undefined)
      changed = `${changed.replace(/\svalue="[^"]*"/, "")} value="${escapeHtml(present[query])}"`;
    const needs = /\sdata-needs-query="([a-z]+)"/.exec(attributes)?.[1];
    if (needs && present[needs] !== undefined) changed = changed.replace(/\shidden(="[^"]*")?(?=\s|$)/, "");
    const without = /\sdata-without-query="([a-z ]+)"/.exec(attributes)?.[1];
    if (
      without?.split(" ").some((name) => present[name] !== undefined) &&
      !/\shidden(?==|\s|$)/.test(changed)
    )
      changed = `${changed} hidden=""`;
    return changed === attributes ? tag : `<${element}${changed}${slash}>`;
  });
}

/** Every page an email links to, and the outcome pages they lead to: no referrer, ever. */
const emailLinkPaths = new Set(Object.values(emailLinkPages));

/**
 * An http.Server for the client build in `root` (not yet listening). `apiUrl` is the quotes
 * service the pages call (the build's VITE_API_URL): the Content-Security-Policy lets them reach it.
 */
export function createSiteServer(
  root = defaultRoot,
  { apiUrl = process.env.VITE_API_URL || DEFAULT_API_URL } = {},
) {
  const notFoundPage = loadNotFoundPage(root);
  // The pages that answer other paths (a quote set's /quotes/<reference>), as the build wrote them.
  const redirects = existsSync(`${root}/_redirects`) ? readFileSync(`${root}/_redirects`, "utf8") : "";
  const rewrites = parseRedirects(redirects);
  // Pages' former addresses (a guide renamed), sent on to where they are now.
  const moves = parseRedirects(redirects, "301");
  // One policy for every page: the build's inline scripts, hashed once at start.
  const policy = { apiOrigin: originOf(apiUrl), scriptHashes: buildScriptHashes(root) };
  const headersFor = (req, pathname) =>
    securityHeaders({
      ...policy,
      https: isHttps(req),
      emailLink: emailLinkPaths.has(pathname.replace(/\/+$/, "")),
    });
  const serveStatic = sirv(root, {
    extensions: ["html"],
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
    },
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://site");
    // Every answer (pages, assets, redirects, the 404 page) carries the security headers.
    for (const [name, value] of Object.entries(headersFor(req, url.pathname))) res.setHeader(name, value);
    const movedTo = moveOf(moves, url.pathname);
    if (movedTo) {
      res.writeHead(301, { Location: `${movedTo}${url.search}` });
      return res.end();
    }
    // A saved quote set's page: one prerendered shell for every reference, never indexed.
    const shell = rewriteOf(rewrites, url.pathname);
    if (shell) {
      req.url = `${shell}${url.search}`;
      res.setHeader("X-Robots-Tag", "noindex");
    }
    // The find form without JavaScript: /quotes?reference=plm 7k2m9qxd goes on to that set's page.
    const typed = url.searchParams.get("reference");
    if (url.pathname.replace(/\/$/, "") === "/quotes" && typed !== null) {
      const reference = canonicalReference(typed);
      res.writeHead(303, { Location: reference ? `/quotes/${reference}` : "/quotes" });
      return res.end();
    }
    // A page an email links to, its link's values written in for a browser without JavaScript.
    // Sent uncompressed and never cached or passed on as a referrer: it holds the link's token.
    const filled = queryFilledPages[url.pathname.replace(/\/$/, "")];
    if (filled && (req.method === "GET" || req.method === "HEAD")) {
      const file = path.join(root, url.pathname.replace(/\/$/, ""), "index.html");
      if (existsSync(file)) {
        const body = Buffer.from(fillFromQuery(readFileSync(file, "utf8"), url.searchParams, filled));
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Length": body.length,
          "Cache-Control": "no-store",
          "X-Robots-Tag": "noindex",
        });
        return res.end(req.method === "HEAD" ? undefined : body);
      }
    }
    // A file that vanishes while being sent (the build rewritten under a running server) ends
    // that one response instead of crashing the server.
    res.on("pipe", (source) => source.on("error", () => res.destroy()));
    serveStatic(req, res, () => {
      const accepted = req.headers["accept-encoding"] ?? "";
      const page =
        notFoundPage.find((variant) => variant.encoding && accepted.includes(variant.encoding)) ??
        notFoundPage.at(-1);
      res.writeHead(404, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding",
        ...(page.encoding ? { "Content-Encoding": page.encoding } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : page.body);
    });
  });
  // A request Node's parser refuses (a malformed method or header) gets 400 with the same headers.
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const body = "Bad Request";
    const headers = {
      ...securityHeaders(policy),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      "Cache-Control": "no-store",
      Connection: "close",
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 400 Bad Request\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
  });
  return server;
}

/**
 * SERVE_SNAPSHOT=1 serves a private copy of the build, taken at start and removed at exit, so a
 * rebuild while tests or benchmarks run cannot change or remove files under them.
 */
function snapshotOfBuild() {
  const copy = mkdtempSync(path.join(tmpdir(), "plummet-site-"));
  cpSync(defaultRoot, copy, { recursive: true });
  process.on("exit", () => rmSync(copy, { recursive: true, force: true }));
  return copy;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  const server = createSiteServer(process.env.SERVE_SNAPSHOT === "1" ? snapshotOfBuild() : defaultRoot);
  server.listen(port, host, () => console.log(`Plummet site on http://${host}:${port}`));
  // Stop at once (open keep-alive connections included), so the exit handler removes any snapshot.
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      server.close();
      server.closeAllConnections();
      process.exit(0);
    });
}

// The website's security headers, from this one module: server.mjs sends them on every answer
// (the 404 page and malformed requests included), and the build writes them to
// build/client/_headers for a CDN or static host (docs/deploy.md has the table).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the site's pages call the quotes service from the browser, unless the build says otherwise. */
export const DEFAULT_API_URL = "http://localhost:3001";

/** HSTS: two years, subdomains too (sent only over https, as browsers ignore it otherwise). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Powerful features no page uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

const attribute = (attributes, name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attributes)?.[1];

/** Script types the browser runs (not JSON-LD or other data blocks, which CSP does not govern). */
const isExecutable = (type) =>
  type === undefined || type === "" || type === "module" || /javascript|ecmascript/i.test(type);

/**
 * `'sha256-…'` sources for every inline script a page's HTML runs, so the policy allows exactly
 * those and nothing injected (the build emits none today; a new one is hashed, not let through
 * by 'unsafe-inline').
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute(attributes, "src") !== undefined || !isExecutable(attribute(attributes, "type"))) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Every prerendered page under the client build `root`, as [URL path, file]. */
export function builtPages(root) {
  const pages = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) {
        const relative = path.relative(root, full).split(path.sep).join("/");
        pages.push([`/${relative.replace(/(^|\/)index\.html$/, "$1")}`, full]);
      }
    }
  };
  walk(root);
  return pages;
}

/** The hashes of every inline script in the build, for one policy that fits every page. */
export function buildScriptHashes(root) {
  const hashes = new Set();
  for (const [, file] of builtPages(root))
    for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  return [...hashes].sort();
}

/** The API's origin from its URL (`VITE_API_URL`, the address the pages were built to call). */
export function originOf(url) {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy: scripts from the site itself and the hashed inline ones only (no
 * 'unsafe-inline' or eval); calls and form posts to the site and the quotes service; the about
 * video's frame; no plugins; no framing by anyone; styles may be inline (components set style
 * attributes), which runs no code.
 */
export function contentSecurityPolicy({ apiOrigin, scriptHashes = [], https = false }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    `form-action 'self' ${apiOrigin}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The headers every answer of the site carries. `https`: the request came over https, directly or
 * through a proxy that says so (X-Forwarded-Proto), so HSTS is sent. `emailLink`: a page a link
 * in an email opens, holding its token in the address: no referrer at all.
 */
export function securityHeaders({ apiOrigin, scriptHashes = [], https = false, emailLink = false }) {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ apiOrigin, scriptHashes, https }),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Referrer-Policy": emailLink ? "no-referrer" : "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** Whether a request reached us over https, or through a proxy that says it did. */
export function isHttps(req) {
  const forwarded = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    .trim()
    .toLowerCase();
  return Boolean(req.socket?.encrypted) || forwarded === "https";
}

/**
 * The `_headers` file (Netlify and Cloudflare Pages read it; other CDNs take the same table from
 * docs/deploy.md): every header on every path (served over https, so HSTS included), and
 * `Referrer-Policy: no-referrer` added on the pages emails link to. Those hosts combine a header
 * two rules set into one comma-separated value, and a browser takes the last policy it knows in
 * such a list, so those pages end with no-referrer.
 */
export function headersFile({ apiOrigin, scriptHashes = [], emailLinkPaths = [] }) {
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `${[
    "# Written by the build from apps/web/security-headers.mjs: the headers server.mjs sends.",
    block("/*", securityHeaders({ apiOrigin, scriptHashes, https: true })),
    ...emailLinkPaths.flatMap((pagePath) => [
      block(pagePath, { "Referrer-Policy": "no-referrer" }),
      block(`${pagePath}/`, { "Referrer-Policy": "no-referrer" }),
    ]),
  ].join("\n\n")}\n`;
}

// What JavaScript a prerendered page asks for in its HTML, and the budgets it must keep
// (issue 18). Used by the bench and by page-scripts.test.ts, which checks the built pages.
import { gzipSync } from "node:zlib";

/** Gzipped JavaScript a reading page (a page without islands) may reference, in KB. */
export const READING_PAGE_JS_BUDGET_KB = 10;
/** Gzipped JavaScript the home and product pages may load, in KB. */
export const FORM_PAGE_JS_BUDGET_KB = 100;

/** The islands (app/islands) a prerendered page holds, by name. */
export function islandsIn(html) {
  return [...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]);
}

/** A reading page: no island, so nothing on it but the menu's few lines needs a script. */
export function isReadingPage(html) {
  return islandsIn(html).length === 0;
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Script types the browser runs: classic, module, or a JavaScript MIME type. */
function isExecutable(type) {
  return type === undefined || type === "" || type === "module" || /javascript|ecmascript/i.test(type);
}

/**
 * The scripts a page's HTML references: external scripts and modulepreload links (same-origin
 * URLs, in order, once each), and the text of the inline scripts the browser would run (not
 * JSON-LD or other data blocks).
 */
export function scriptsReferencedBy(html) {
  const urls = new Set();
  const inline = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (!isExecutable(attribute(attributes, "type"))) continue;
    const src = attribute(attributes, "src");
    if (src) urls.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = attribute(match[1], "rel");
    const href = attribute(match[1], "href");
    if (href && rel?.split(/\s+/).includes("modulepreload")) urls.add(href);
  }
  return { urls: [...urls], inline };
}

/** Gzipped size in KB (level 9, as the bench measures). */
export function gzippedKb(data) {
  return gzipSync(data, { level: 9 }).byteLength / 1024;
}

/**
 * The gzipped KB of every script a page's HTML references: `readUrl(url)` answers a referenced
 * file's contents (from the build).
 */
export async function referencedScriptKb(html, readUrl) {
  const { urls, inline } = scriptsReferencedBy(html);
  let total = 0;
  for (const url of urls) total += gzippedKb(await readUrl(url));
  for (const body of inline) total += gzippedKb(Buffer.from(body));
  return total;
}

// What JavaScript a prerendered page asks for in its HTML, and the budgets it must keep
// (issue 18). Used by the bench and by page-scripts.test.ts, which checks the built pages.
import { gzipSync } from "node:zlib";

/** Gzipped JavaScript a reading page (a page without islands) may reference, in KB. */
export const READING_PAGE_JS_BUDGET_KB = 10;
/** Gzipped JavaScript any page may reference in its HTML (what loads with it), in KB (issue 26). */
export const PAGE_JS_BUDGET_KB = 100;

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

/**
 * Each island's module and the providers it asks for, by island name, read from the source of
 * `app/islands/registry.ts`, whose entries Biome formats one per key at two spaces' indent:
 * `"quote-form": { load: () => import("../features/quotes/form/quote-form")…, query: true }` gives
 * `{ module: "quote-form", query: true, toasts: false }`, so the built chunks of an island can be
 * found. page-scripts.test.ts checks this reading against the registry itself.
 */
export function islandModules(registrySource) {
  const body = registrySource.slice(registrySource.indexOf("export const islands = {"));
  const keys = [...body.matchAll(/^ {2}"?([\w-]+)"?: \{/gm)];
  return Object.fromEntries(
    keys.map((key, index) => {
      const entry = body.slice(key.index, keys[index + 1]?.index ?? body.indexOf("\n}"));
      const module = entry.match(/import\("[^"]*\/([\w-]+)"\)/)?.[1];
      return [key[1], { module, query: /\bquery: true\b/.test(entry), toasts: /\btoasts: "/.test(entry) }];
    }),
  );
}

const staticImports = (code) =>
  [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (m) => m[1],
  );
const dynamicImports = (code) =>
  [...code.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]);
const resolve = (from, relative) => new URL(relative, `http://site${from}`).pathname;

/**
 * The gzipped KB a page has loaded once one of its islands has hydrated: the scripts its HTML
 * references, then, from the islands' entry, React and React DOM's client, the island's own
 * chunk and the providers it asks for (TanStack Query, in its own chunk, and the toasts), each with every chunk it imports
 * statically (the browser fetches those before running it). Chunks loaded later still (a lazy
 * part of the island) are not counted. `island` is one of `islandModules`' answers.
 */
export async function islandLoadedKb(html, island, readUrl) {
  const { files, inline, read } = await islandLoadedScripts(html, island, readUrl);
  let total = 0;
  for (const url of files) total += gzippedKb(await read(url));
  for (const body of inline) total += gzippedKb(Buffer.from(body));
  return total;
}

/** The script URLs (and inline scripts) counted by `islandLoadedKb`. */
export async function islandLoadedScripts(html, island, readUrl) {
  const { urls, inline } = scriptsReferencedBy(html);
  const files = new Set();
  const code = new Map();
  const read = async (url) => {
    if (!code.has(url)) code.set(url, await readUrl(url));
    return code.get(url);
  };
  async function add(url) {
    if (files.has(url)) return;
    files.add(url);
    for (const relative of staticImports((await read(url)).toString("utf8")))
      await add(resolve(url, relative));
  }
  for (const url of urls) await add(url);
  for (const url of [...files]) {
    for (const relative of dynamicImports((await read(url)).toString("utf8"))) {
      const target = resolve(url, relative);
      const name = target.split("/").at(-1);
      const text = (await read(target)).toString("utf8");
      if (
        name.startsWith(`${island.module}-`) ||
        (island.query && name.startsWith("query-")) ||
        (island.toasts && name.startsWith("lazy-toast-")) ||
        name.startsWith("react-") ||
        text.includes("hydrateRoot")
      )
        await add(target);
    }
  }
  return { files: [...files], inline, read };
}

// What JavaScript a prerendered page asks for in its HTML, and the budgets it must keep
// (issue 18). Used by the bench and by page-scripts.test.ts, which checks the built pages.
import { readFile } from "node:fs/promises";
import path from "node:path";
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

/** The client build's Vite manifest (`build.manifest` in vite.config.ts): each chunk by its key. */
export async function readManifest(clientDir) {
  return JSON.parse(await readFile(path.join(clientDir, ".vite/manifest.json"), "utf8"));
}

/** The islands' entry in the manifest (app/islands/entry.client.ts). */
export function islandsEntry(manifest) {
  const entry = manifest["app/islands/entry.client.ts"];
  if (!entry) throw new Error("app/islands/entry.client.ts is missing from the client build's manifest");
  return entry;
}

/**
 * The source modules the islands' entry may load later (each island's module, the toasts, the
 * hero's falling pounds): the candidates island-sources.ts matches each island's declaration to.
 */
export function lazyModulesOfEntry(manifest) {
  return (islandsEntry(manifest).dynamicImports ?? []).map((key) => manifest[key]?.src).filter(Boolean);
}

/**
 * The gzipped KB a page has loaded once one of its islands has hydrated: the scripts its HTML
 * references, then React and React DOM's client, the island's own module and the providers it
 * asks for (TanStack Query and the toasts), each with every chunk it imports statically (the
 * browser fetches those before running it), all found in the build's manifest. Chunks loaded
 * later still (a lazy part of the island) are not counted. `island` is one of island-sources.ts'
 * answers: `{ src, query, toasts }`.
 */
export async function islandLoadedKb(html, island, manifest, readUrl) {
  const { files, inline } = islandLoadedScripts(html, island, manifest);
  let total = 0;
  for (const url of files) total += gzippedKb(await readUrl(url));
  for (const body of inline) total += gzippedKb(Buffer.from(body));
  return total;
}

/** The script URLs (and inline scripts) counted by `islandLoadedKb`. */
export function islandLoadedScripts(html, island, manifest) {
  const { urls, inline } = scriptsReferencedBy(html);
  const keyOfUrl = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const byName = (name) =>
    (islandsEntry(manifest).dynamicImports ?? []).find((key) => manifest[key]?.name === name);
  const bySource = (src) => Object.keys(manifest).find((key) => manifest[key].src === src);
  const files = new Set();
  function add(key) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
    const url = `/${chunk.file}`;
    if (files.has(url)) return;
    files.add(url);
    for (const imported of chunk.imports ?? []) add(imported);
  }
  for (const url of urls) {
    const key = keyOfUrl.get(url);
    if (key) add(key);
    else files.add(url);
  }
  const wanted = [
    ["React", byName("react")],
    [island.src, bySource(island.src)],
    ...(island.query ? [["TanStack Query", byName("query")]] : []),
    ...(island.toasts ? [["the toasts", bySource("app/lib/lazy-toast.tsx")]] : []),
  ];
  for (const [what, key] of wanted) {
    if (!key) throw new Error(`${what} is missing from the client build's manifest`);
    add(key);
  }
  return { files: [...files], inline };
}

// Types of page-scripts.mjs (plain JavaScript, so the bench can run it with Node alone).
export const READING_PAGE_JS_BUDGET_KB: number;
export const PAGE_JS_BUDGET_KB: number;
/** An island's source module (a key of the build's manifest) and the providers it asks for. */
export type IslandSource = { src: string; query: boolean; toasts: boolean };
export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export function readManifest(clientDir: string): Promise<Manifest>;
export function islandsEntry(manifest: Manifest): ManifestChunk;
export function lazyModulesOfEntry(manifest: Manifest): string[];
export function islandLoadedKb(
  html: string,
  island: IslandSource,
  manifest: Manifest,
  readUrl: (url: string) => Promise<Uint8Array>,
): Promise<number>;
export function islandsIn(html: string): string[];
export function isReadingPage(html: string): boolean;
export function scriptsReferencedBy(html: string): { urls: string[]; inline: string[] };
export function gzippedKb(data: Uint8Array): number;
export function referencedScriptKb(
  html: string,
  readUrl: (url: string) => Promise<Uint8Array>,
): Promise<number>;
export function islandLoadedScripts(
  html: string,
  island: IslandSource,
  manifest: Manifest,
): { files: string[]; inline: string[] };

// Types of page-scripts.mjs (plain JavaScript, so the bench can run it with Node alone).
export const READING_PAGE_JS_BUDGET_KB: number;
export const PAGE_JS_BUDGET_KB: number;
export function islandModules(registrySource: string): Record<string, string>;
export function islandLoadedKb(
  html: string,
  islandModule: string,
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
  islandModule: string,
  readUrl: (url: string) => Promise<Uint8Array>,
): Promise<{ files: string[]; inline: string[]; read: (url: string) => Promise<Uint8Array> }>;

// Types of page-scripts.mjs (plain JavaScript, so the bench can run it with Node alone).
export const READING_PAGE_JS_BUDGET_KB: number;
export const PAGE_JS_BUDGET_KB: number;
/** An island's module (its file name without extension) and the providers it asks for. */
export type IslandModule = { module: string | undefined; query: boolean; toasts: boolean };
export function islandModules(registrySource: string): Record<string, IslandModule>;
export function islandLoadedKb(
  html: string,
  island: IslandModule,
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
  island: IslandModule,
  readUrl: (url: string) => Promise<Uint8Array>,
): Promise<{ files: string[]; inline: string[]; read: (url: string) => Promise<Uint8Array> }>;

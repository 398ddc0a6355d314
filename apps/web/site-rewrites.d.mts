// Types of site-rewrites.mjs (plain JavaScript, so server.mjs runs it with Node alone).
export type Rewrite = { from: string; to: string };
export function redirectsFile(rules: readonly Rewrite[]): string;
export function parseRedirects(text: string): Rewrite[];
export function rewriteOf(rules: readonly Rewrite[], pathname: string): string | undefined;

// Types of site-rewrites.mjs (plain JavaScript, so server.mjs runs it with Node alone).
export type Rewrite = { from: string; to: string };
export function redirectsFile(rules: readonly Rewrite[], moves?: readonly Rewrite[]): string;
export function parseRedirects(text: string, status?: "200" | "301"): Rewrite[];
export function moveOf(moves: readonly Rewrite[], pathname: string): string | undefined;
export function rewriteOf(rules: readonly Rewrite[], pathname: string): string | undefined;

// The paths the site answers with another prerendered page (a quote set's /quotes/<reference> is
// the one shell /quotes/saved). The rules come from the pages table (app/route-paths.ts): the
// build writes them as `_redirects` (the format static hosts read: `/quotes/:reference
// /quotes/saved 200`), server.mjs reads that file, and the development server
// (scripts/islands-plugin.ts) takes them from the table itself, so all three answer alike.

/**
 * `_redirects` for the rules: one line each, status 200 (the address stays, the page is the
 * shell's); and for the moves, 301 (a page's former address, sent on to where it is now).
 */
export function redirectsFile(rules, moves = []) {
  return [
    ...rules.map(({ from, to }) => `${from} ${to} 200\n`),
    ...moves.map(({ from, to }) => `${from} ${to} 301\n`),
  ].join("");
}

/** The rules of a `_redirects` file with the given status: 200 (rewrites, the default) or 301 (moves). */
export function parseRedirects(text, status = "200") {
  return text
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length === 3 && fields[2] === status)
    .map(([from, to]) => ({ from, to }));
}

/** Where a moved page is now, for its former address (exact paths, a trailing slash allowed). */
export function moveOf(moves, pathname) {
  const trimmed = pathname.replace(/\/$/, "");
  return moves.find(({ from }) => from === trimmed)?.to;
}

const matches = (pattern, pathname) => {
  const want = pattern.split("/");
  const have = pathname.replace(/\/$/, "").split("/");
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
};

/**
 * The prerendered page that answers `pathname` under `rules`, as a folder path ("/quotes/saved/"),
 * or undefined when none does. A path that is itself the target (/quotes/saved) is left alone.
 */
export function rewriteOf(rules, pathname) {
  const trimmed = pathname.replace(/\/$/, "");
  const rule = rules.find(({ from, to }) => trimmed !== to && matches(from, trimmed));
  return rule ? `${rule.to}/` : undefined;
}

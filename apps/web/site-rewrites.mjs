// Paths the site answers with another prerendered page: used by server.mjs and, in
// development, by scripts/islands-plugin.ts, so both answer alike.

/**
 * The prerendered page that answers `pathname` when it is not a page of its own: a saved quote
 * set's /quotes/<reference> is the one shell /quotes/saved (its island reads the reference from
 * the address). Undefined for any other path. The development server rewrites the same way.
 */
export function shellFor(pathname) {
  const trimmed = pathname.replace(/\/$/, "");
  return /^\/quotes\/[^/]+$/.test(trimmed) && trimmed !== "/quotes/saved" ? "/quotes/saved/" : undefined;
}

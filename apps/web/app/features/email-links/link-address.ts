import { useEffect, useState } from "react";

/**
 * A value from the page address's query string (`?token=…`, `?session=…`, `?reference=…`), read
 * once the island runs in the browser: undefined until then (the prerendered page, and the first
 * render while hydrating, which must match it), null when it is missing or not of `pattern`.
 */
export function queryValue(search: string, name: string, pattern: RegExp): string | null {
  const value = new URLSearchParams(search).get(name)?.trim();
  return value && pattern.test(value) ? value : null;
}

export function useQueryValue(name: string, pattern: string): string | null | undefined {
  const [value, setValue] = useState<string | null>();
  useEffect(() => setValue(queryValue(window.location.search, name, new RegExp(pattern))), [name, pattern]);
  return value;
}

/**
 * Attributes that let the site's server (server.mjs) show a page's parts without JavaScript by
 * the query string, and the island do the same with it: `needs` is shown only when the named
 * value is in the address (prerendered `hidden`), `without` only when none of them is.
 */
export function shownWith(name: string, present: boolean) {
  return { "data-needs-query": name, hidden: !present };
}

export function shownWithout(names: string, anyPresent: boolean) {
  return { "data-without-query": names, hidden: anyPresent };
}

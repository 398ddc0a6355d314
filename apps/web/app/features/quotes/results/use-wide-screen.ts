import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint (64rem): from here the results have a sidebar of filters. */
const WIDE = "(min-width: 64rem)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the screen is wide enough for the results' sidebar, following the window as it
 * changes. The results render only in the browser (their data arrives after the page), so there
 * is no prerendered answer to match; prerendering gets "narrow".
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

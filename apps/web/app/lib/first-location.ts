import { useLocation } from "react-router";

/** The key of the location the browser loaded; set by the first render in the browser. */
let loadedLocationKey: string | undefined;

/**
 * Whether the page shows the location the browser loaded, not one reached since (by client-side
 * navigation or an anchor followed). React Router's scroll restoration gives even the first
 * location a random key, so the first key seen is remembered rather than assumed.
 */
export function useIsLoadedLocation(): boolean {
  const { key } = useLocation();
  if (typeof document === "undefined") return true;
  loadedLocationKey ??= key;
  return key === loadedLocationKey;
}

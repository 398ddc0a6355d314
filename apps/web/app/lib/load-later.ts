/**
 * The one way the site loads code later than its page: an island's code as the visitor nears it
 * (islands/entry.client.ts), and inside an island a part's code on first need or as the visitor
 * scrolls towards it (lib/lazy-part.tsx, which the toasts use too). Two pieces, both here:
 * `onFirstNeed` fetches a module once (and afresh after a failure), `whenNear` says when an
 * element comes within a margin of the viewport. No React, so the islands' entry can use it.
 */

/** A module fetched once, when something first needs it. */
export interface OnFirstNeed<T> {
  /** The module, fetching it if no call has yet (or the last fetch failed). */
  get(): Promise<T>;
  /** Starts the fetch without waiting for it; a failure waits for the next `get`. */
  start(): void;
}

/**
 * Loads a module the first time it is needed rather than with the page. The forms load their zod
 * schemas this way (about 20 KB gzipped that a visitor who only reads the page never needs): a
 * form starts the fetch when it is first focused or touched, and submitting waits for it. A
 * failed fetch is forgotten, so the next `get` (a "Try again") fetches afresh.
 */
export function onFirstNeed<T>(load: () => Promise<T>): OnFirstNeed<T> {
  let loading: Promise<T> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    get,
    start: () => {
      get().catch(() => undefined);
    },
  };
}

/**
 * How near the viewport something must come for its code to start loading (an
 * IntersectionObserver `rootMargin`, above and below the screen).
 */
export const NEAR = {
  /** An island: within a screen, so its code has usually arrived by the time the visitor reaches it. */
  island: "100% 0px",
  /**
   * A part inside an island (a form below the quotes): within half a screen. With a whole screen a
   * phone loaded the quote set's price spread at once, and the page measured 100.2 KB; with half, 98.8.
   */
  part: "50% 0px",
} as const;

/**
 * Calls `start` once, when any of `elements` comes within `margin` of the viewport (at once where
 * IntersectionObserver is missing). Answers a function that stops watching.
 */
export function whenNear(
  elements: Iterable<Element>,
  margin: keyof typeof NEAR,
  start: () => void,
): () => void {
  if (typeof IntersectionObserver === "undefined") {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: NEAR[margin] },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

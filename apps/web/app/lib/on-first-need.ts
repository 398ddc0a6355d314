/** A module fetched once, when something first needs it. */
export interface OnFirstNeed<T> {
  /** The module, fetching it if no call has yet (or the last fetch failed). */
  get(): Promise<T>;
  /** Starts the fetch without waiting for it; a failure waits for the next `get`. */
  start(): void;
}

/**
 * Loads a module the first time it is needed rather than with the page. The forms load their zod
 * schemas this way (issue 26): about 20 KB gzipped that a visitor who only reads the page never
 * needs. A form starts the fetch when it is first focused or touched, and submitting waits for it.
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

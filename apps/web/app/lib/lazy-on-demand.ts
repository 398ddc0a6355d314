import { type ComponentType, lazy } from "react";

/**
 * A component whose code loads the first time the page renders it, not with its island (issue 26):
 * for parts most visits never open (the compare table, a card's details). Render it inside
 * `<Suspense>` only once it is needed; call `preload()` when the visitor heads for the control that
 * opens it (hover or focus), so the code is usually here by the click. A failed load is tried
 * again the next time.
 */
export function lazyOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Component = lazy(() => start().then((component) => ({ default: component })));
  return Object.assign(Component, {
    preload: () => {
      start().catch(() => {}); // said by the Suspense boundary if it is rendered
    },
  });
}

import { type ComponentType, lazy, type RefObject, useEffect, useState } from "react";

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

/**
 * For a lazy part far down the page (a form below the results): true once the element is within
 * a screen's height of the viewport, and from then on, so its code loads as the visitor scrolls
 * towards it rather than with the island. Where IntersectionObserver is missing, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

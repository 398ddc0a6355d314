import { type ComponentType, Suspense, use, useEffect, useRef } from "react";
import { useIsLoadedLocation } from "./first-location";
import { registerDeferredPart } from "./navigation-guard";

/** Imports the module and picks the component, e.g. `() => import("./faq").then((m) => m.Faq)`. */
type Loader<P> = () => Promise<ComponentType<P>>;

/** A promise React can read at once when it has settled (React's own thenable fields). */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** What starts loading a part's code besides coming near it: touching or focusing it. */
const INTENT_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;

export type DeferredPart<P> = ((props: P) => React.ReactNode) & {
  /** Loads the part's code now; resolves once it can render without waiting. */
  preload(): Promise<void>;
};

/**
 * A part of a prerendered page whose code loads only when the visitor comes near it.
 *
 * The page's HTML already holds the part (prerendering renders it in full). In the browser the
 * part waits behind a gate; while it waits, React leaves that stretch of the page exactly as the
 * HTML drew it (a suspended boundary is hydrated later), so it reads and its links work without
 * its code. The gate opens when the part comes within `rootMargin` of the viewport, when it is
 * touched or focused, before a same-page navigation (navigation-guard: a suspended part cannot
 * take the router's new context), or on `preload()`: routes preload their parts in a
 * clientLoader, so a page reached by client-side navigation renders whole.
 */
export function hydrateWhenVisible<P extends object>(
  load: Loader<P>,
  {
    id,
    rootMargin = "100% 0px",
    fallback = null,
  }: {
    /**
     * The id of the part's own outermost element: watch it, and add no wrapper element around
     * the part (for a footer, say, which must stay a sibling of main). Without it, a `<div>`.
     */
    id?: string;
    /** How far from the viewport the part's code starts loading; a screen unless told. */
    rootMargin?: string;
    /** Shown only if the part must render before its code has arrived. */
    fallback?: React.ReactNode;
  } = {},
): DeferredPart<P> {
  let openGate: () => void = () => {};
  const gate =
    typeof document === "undefined"
      ? Promise.resolve() // prerendering: render the part straight into the HTML
      : new Promise<void>((resolve) => {
          openGate = resolve;
        });

  let component: TrackedPromise<ComponentType<P>> | undefined;
  function loadComponent(): TrackedPromise<ComponentType<P>> {
    if (!component) {
      const loading: TrackedPromise<ComponentType<P>> = gate.then(load);
      loading.then((value) => {
        loading.status = "fulfilled";
        loading.value = value;
        registration?.loaded();
      });
      component = loading;
    }
    return component;
  }
  async function preload(): Promise<void> {
    openGate();
    await loadComponent();
  }
  // In the browser, same-page navigations and clicks on the part wait for it (navigation-guard).
  const registration = typeof document === "undefined" ? undefined : registerDeferredPart(preload);

  function Part(props: P) {
    const Component = use(loadComponent() as Promise<ComponentType<P>>);
    useEffect(() => registration?.hydrated(), []);
    return <Component {...props} />;
  }

  function WhenVisible(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const pageChanged = !useIsLoadedLocation();
    if (pageChanged) openGate();

    useEffect(() => {
      const element = id ? document.getElementById(id) : ref.current;
      registration?.setElement(element);
      if (pageChanged || !element) {
        openGate();
        return;
      }
      const open = () => openGate();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin },
      );
      observer.observe(element);
      for (const type of INTENT_EVENTS) element.addEventListener(type, open, { passive: true });
      return () => {
        observer.disconnect();
        for (const type of INTENT_EVENTS) element.removeEventListener(type, open);
      };
    }, [pageChanged]);

    const part = (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
    return id ? part : <div ref={ref}>{part}</div>;
  }

  return Object.assign(WhenVisible, { preload });
}

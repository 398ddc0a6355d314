import {
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { onFirstNeed } from "./on-first-need";

/**
 * A component whose code loads the first time the page renders it, not with its island (issue 26):
 * for parts most visits never open (the compare table, a card's details). Render it inside
 * `<Suspense>` only once it is needed; call `preload()` when the visitor heads for the control that
 * opens it (hover or focus), so the code is usually here by the click. A failed preload is tried
 * again when the part is first rendered; a failed render-time load is React.lazy's to report (there
 * is no retry once it has rejected).
 */
export function lazyOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const code = onFirstNeed(load);
  const Component = lazy(() => code.get().then((component) => ({ default: component })));
  return Object.assign(Component, { preload: code.start });
}

/**
 * For a lazy part far down the page (a form below the results): true once the element is within
 * half a screen's height of the viewport, and from then on, so its code loads as the visitor scrolls
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
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Renders lazy parts (`children`) once the visitor nears this place on the page, showing
 * `placeholder` until then and while their code loads. Give the placeholder about the parts'
 * height, so that what is below hardly moves when they arrive.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}

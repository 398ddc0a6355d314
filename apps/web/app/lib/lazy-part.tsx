import { Button } from "@plummet/ui/button";
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { onFirstNeed, whenNear } from "./load-later";

/** How each lazy part whose code failed to load starts again: with a fresh fetch. */
const failedParts = new Set<() => void>();

/**
 * The React face of lib/load-later.ts, for parts inside an island.
 *
 * A component whose code loads the first time the page renders it, not with its island:
 * for parts most visits never open (the compare table, a card's details). Render it inside
 * `<LazyPart>` only once it is needed; call `preload()` when the visitor heads for the control that
 * opens it (hover or focus), so the code is usually here by the click. A failed preload is tried
 * again when the part is first rendered; a failed render-time load shows LazyPart's "Try again".
 */
export function lazyOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const code = onFirstNeed(load);
  // React.lazy keeps a rejected load for good, so a retry needs a new one.
  const fresh = () =>
    lazy(() =>
      code.get().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedParts.add(renew);
          throw error;
        },
      ),
    );
  let Current = fresh();
  function renew() {
    Current = fresh();
  }
  function OnDemand(props: Props) {
    return <Current {...props} />;
  }
  return Object.assign(OnDemand, { preload: code.start });
}

type LazyPartProps = {
  /** Shown while the part's code loads. */
  fallback: ReactNode;
  /** Say nothing if the code fails to load (a part the visitor did not ask for, the toasts). */
  quiet?: boolean;
  children: ReactNode;
};

/**
 * Where lazy parts render: `fallback` while their code loads, and if it fails (a dropped
 * connection, a deploy that replaced the files) a line saying so with "Try again", instead of the
 * error unmounting the whole island.
 */
export function LazyPart({ fallback, quiet = false, children }: LazyPartProps) {
  return (
    <LazyPartBoundary quiet={quiet}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LazyPartBoundary>
  );
}

class LazyPartBoundary extends Component<{ quiet: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    for (const renew of failedParts) renew();
    failedParts.clear();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <div role="alert" className="rounded-lg border border-border bg-white p-4 text-sm text-foreground">
        <p>This part of the page did not load. Check your connection, then try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={this.retry}>
          Try again
        </Button>
      </div>
    );
  }
}

/**
 * For a lazy part far down the page (a form below the results): true once the element is within
 * half a screen of the viewport (`whenNear`'s "part" margin), and from then on, so its code loads
 * as the visitor scrolls towards it rather than with the island.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNear([element], "part", () => setNear(true));
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
  return <div ref={ref}>{near ? <LazyPart fallback={placeholder}>{children}</LazyPart> : placeholder}</div>;
}

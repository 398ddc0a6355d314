/**
 * Keeps a visitor's clicks and navigations from being lost while deferred parts of the page
 * (hydrate-when-visible) still wait for their code.
 *
 * - A part whose code has not loaded is a suspended boundary that React keeps as the server drew
 *   it. React cannot pass a context change into it: when the router's location changes (an
 *   anchor followed, a link to the same page, Back), it would throw the part's HTML away and
 *   re-render it from scratch once the code arrives, and the page would jump. So a same-page link
 *   or a popstate first loads every waiting part's code (they then hydrate in place) and is
 *   replayed after. Links to other pages are left alone: the parts unmount with the page.
 * - React drops a click on a control it cannot hydrate yet (an FAQ question, a coverage card).
 *   Such a click loads that part and is replayed once the part has hydrated.
 *
 * The listeners are on window in the capture phase, so they run before React's and the router's.
 */

interface Part {
  load: () => Promise<void>;
  loaded: boolean;
  hydrated: Promise<void>;
  isHydrated: boolean;
  element?: Element | null;
}

const parts = new Set<Part>();
let replaying = false;

export interface PartRegistration {
  /** The part's code has loaded. */
  loaded(): void;
  /** The part has hydrated (its first effect ran). */
  hydrated(): void;
  /** The element that holds the part on the page. */
  setElement(element: Element | null): void;
}

/** Called by each deferred part; `load` resolves once the part can render without waiting. */
export function registerDeferredPart(load: () => Promise<void>): PartRegistration {
  let markHydrated: () => void = () => {};
  const part: Part = {
    load,
    loaded: false,
    isHydrated: false,
    hydrated: new Promise<void>((resolve) => {
      markHydrated = resolve;
    }),
  };
  parts.add(part);
  installGuards();
  return {
    loaded: () => {
      part.loaded = true;
    },
    hydrated: () => {
      part.isHydrated = true;
      markHydrated();
    },
    setElement: (element) => {
      part.element = element;
    },
  };
}

function loadWaitingParts(): Promise<unknown> {
  return Promise.all([...parts].filter((part) => !part.loaded).map((part) => part.load()));
}

function isSamePageLink(anchor: HTMLAnchorElement): boolean {
  if (anchor.target === "_blank" || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname === window.location.pathname;
}

function replay(action: () => void): void {
  replaying = true;
  try {
    action();
  } finally {
    replaying = false;
  }
}

let installed = false;
function installGuards(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;

  window.addEventListener(
    "click",
    (event) => {
      if (replaying || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element)) return;
      const target = event.target;
      const anchor = target.closest("a[href]");
      if (anchor instanceof HTMLAnchorElement) {
        if (!isSamePageLink(anchor) || [...parts].every((part) => part.loaded)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        void loadWaitingParts().then(() => replay(() => anchor.click()));
        return;
      }
      const part = [...parts].find(
        (candidate) => !candidate.isHydrated && candidate.element?.contains(target),
      );
      if (!part || !(target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void part.load();
      void part.hydrated.then(() => replay(() => target.click()));
    },
    true,
  );

  window.addEventListener(
    "popstate",
    (event) => {
      if (replaying || [...parts].every((part) => part.loaded)) return;
      event.stopImmediatePropagation();
      const state = event.state;
      void loadWaitingParts().then(() =>
        replay(() => window.dispatchEvent(new PopStateEvent("popstate", { state }))),
      );
    },
    true,
  );
}

import type { ToastInput } from "@plummet/ui/toast";
import { useSyncExternalStore } from "react";
import { LazyPart, lazyOnDemand } from "./lazy-part";

// The toast's code (the design system's Toaster on Radix Toast, about 7 KB gzipped) loads with the
// first toast a page shows: most visits to a form never see one. A lazy part like any other.
const loadToast = () => import("@plummet/ui/toast");
const Toaster = lazyOnDemand(() => loadToast().then((module) => module.Toaster));

let asked = false;
const listeners = new Set<() => void>();

/** Shows a toast, bringing in the Toaster first when this page has not shown one yet. */
export function showToast(input: ToastInput): void {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  void loadToast().then((module) => module.toast(input));
}

/**
 * Where the page's toasts appear: nothing until the first one is asked for. At the top on a page
 * of results, so a toast never covers a quote's Select button.
 */
export function ToasterOnDemand({ position = "bottom" }: { position?: "top" | "bottom" }) {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
    () => false,
  );
  return shown ? (
    <LazyPart fallback={null} quiet>
      <Toaster position={position} />
    </LazyPart>
  ) : null;
}

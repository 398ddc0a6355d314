import type { ToastInput } from "@plummet/ui/toast";

const PENDING_TOAST_KEY = "plummet:toast-after-load";

/**
 * Keeps a toast for the next page this tab loads: a form that ends by loading another page (the
 * quote form goes on to /quotes/<reference>) would otherwise show its toast only to the page it
 * leaves. Kept in sessionStorage, so it never reaches another tab.
 */
export function toastAfterLoad(input: ToastInput): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(input));
  } catch {
    // Storage may be full or disabled; the toast is a courtesy, the next page says the same.
  }
}

/** The toast the last page left for this one, taken (so it shows once), if any. */
export function takeToastLeftForThisPage(): ToastInput | undefined {
  try {
    const stored = sessionStorage.getItem(PENDING_TOAST_KEY);
    if (stored === null) return undefined;
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    const input = JSON.parse(stored);
    return input && typeof input.title === "string" ? (input as ToastInput) : undefined;
  } catch {
    return undefined;
  }
}

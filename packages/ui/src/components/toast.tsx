import { cva, type VariantProps } from "class-variance-authority";
import { Toast as ToastPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "../lib/utils";

/**
 * Toasts after docs/product/figures.md: one at a time, shown for Radix's default 5000 ms, swiped away to
 * the right past 50 px, the viewport reached with F8. A dismissed toast is kept (closed) for
 * 1,000,000 ms so its closing animation and screen-reader announcement are never cut short.
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-raised data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 transition-[opacity,transform]",
  {
    variants: {
      variant: {
        default: "border-border bg-white text-foreground",
        success: "border-success/30 bg-success-soft text-foreground",
        destructive: "border-danger/40 bg-danger-soft text-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

type ToastInput = {
  /** What happened, in a few words; read first by screen readers. */
  title: string;
  /** One sentence more, under the title; left out when unset. */
  description?: string;
  /** `default`, `success`, or `destructive` (announced assertively); default `default`. */
  variant?: ToastVariant;
  /** How long it stays, in ms; Radix's 5000 when unset. Hovering or focusing it pauses the time. */
  duration?: number;
};
type ToastEntry = ToastInput & { id: number; open: boolean };

let nextId = 0;
let toasts: ToastEntry[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((entry) => entry.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

function dismiss(id?: number) {
  toasts = toasts.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry));
  for (const entry of toasts) if (!entry.open) scheduleRemoval(entry.id);
  emit();
}

/** Shows a toast, replacing the one on screen (only one at a time). */
function toast(input: ToastInput) {
  nextId += 1;
  const id = nextId;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

function useToasts(): ToastEntry[] {
  return React.useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/**
 * Toasts after docs/product/figures.md: one at a time, shown for Radix's default 5000 ms, swiped away to
 * the right past 50 px, the viewport reached with F8. Raise one with `toast({ title, description,
 * variant })`; mount `<Toaster />` once where toasts are raised.
 *
 * **Use it** to confirm something the visitor just did ("Quotes retrieved successfully") or to say
 * an action failed when the page has nowhere better to say it.
 *
 * **Do not use it** for anything the visitor must read to go on, or for form errors (use
 * `ErrorSummary`): a toast goes away on its own.
 *
 * **Keyboard and screen readers:** the toast is announced by a live region (politely; a
 * `destructive` one assertively); F8 moves focus to the viewport, Escape closes the toast. A
 * dismissed toast is kept, closed, for 1,000,000 ms so its announcement is never cut short.
 *
 * **Position:** `bottom` (the default) or `top`, for a page whose actions sit near the bottom of
 * the screen (a list of results, each with its own button); `top` starts 4rem down, below a
 * sticky site header, so a toast never covers the header's links.
 */
function Toaster({
  position = "bottom",
}: {
  /** Where toasts appear: `bottom` (default) or `top`. */
  position?: "top" | "bottom";
}) {
  const entries = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50}>
      {entries.map(({ id, title, description, variant, duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          className={toastVariants({ variant })}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          "fixed right-0 z-50 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm",
          // Below a sticky site header of 4rem, never over it.
          position === "top" ? "top-16" : "bottom-0",
        )}
      />
    </ToastPrimitive.Provider>
  );
}

export { dismiss as dismissToast, Toaster, type ToastInput, toast };

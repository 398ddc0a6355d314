import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/utils";

const spinnerVariants = cva("animate-spin", {
  variants: {
    size: { sm: "size-4", md: "size-6", lg: "size-10" },
  },
  defaultVariants: { size: "md" },
});

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** `sm` (16 px) inside a button or a line of text, `md` (24 px), `lg` (40 px) for a panel. */
  size?: NonNullable<VariantProps<typeof spinnerVariants>["size"]>;
  /** Read out by screen readers; "Loading" unless told. */
  label?: string;
  /** `primary` (plum) on its own; `current` takes the colour of the text around it (in a button). */
  tone?: "primary" | "current";
};

/**
 * A spinning ring with a polite status message for screen readers.
 *
 * **Use it** while something the visitor asked for is on its way: quotes, a saved quote set.
 *
 * **Do not use it** for page loads (the browser shows those) or without words on screen when the
 * wait may be long ("Loading your saved quotes…").
 *
 * **Keyboard and screen readers:** `role="status"` with its `label`, read politely once; not
 * focusable. The ring stops spinning under reduced motion.
 */
function Spinner({ label = "Loading", size = "md", tone = "primary", className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn(
        "inline-flex items-center",
        tone === "primary" ? "text-primary" : "text-current",
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={spinnerVariants({ size })}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps, spinnerVariants };

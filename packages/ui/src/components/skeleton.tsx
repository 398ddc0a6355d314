import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * A pulsing grey placeholder shaped like the content that is loading.
 *
 * **Use it** to hold the space of content that arrives after the page (so nothing shifts when it
 * does), together with a `Spinner` or a status message that says what is loading.
 *
 * **Do not use it** alone (it says nothing to screen readers) or for more than a second or two of
 * waiting without a message.
 *
 * **Keyboard and screen readers:** `aria-hidden`; the pulse stops under reduced motion.
 */
type SkeletonProps = React.ComponentProps<"div"> & {
  /** `box` (rounded corners) for text and cards, `circle` for an avatar or a badge. */
  shape?: "box" | "circle";
};

function Skeleton({ shape = "box", className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        "animate-pulse bg-brand-100/70",
        shape === "circle" ? "rounded-full" : "rounded-md",
        className,
      )}
      {...props}
    />
  );
}

export { Skeleton, type SkeletonProps };

import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * A pulsing placeholder shown while content loads. Hidden from assistive technology: announce
 * loading with a Spinner or a live region instead.
 */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-brand-100/70", className)}
      {...props}
    />
  );
}

export { Skeleton };

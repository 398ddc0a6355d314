import type * as React from "react";
import { cn } from "../lib/utils";

/** The first two letters of a name, upper-cased ("harbourline" gives "HA"). */
function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

type InitialsBadgeProps = Omit<React.ComponentProps<"span">, "children"> & { name: string };

/** A round badge with a name's first two letters; the name itself is left for the text beside it. */
function InitialsBadge({ name, className, ...props }: InitialsBadgeProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-base font-bold text-brand-800",
        className,
      )}
      {...props}
    >
      {initialsOf(name)}
    </span>
  );
}

export { InitialsBadge, type InitialsBadgeProps, initialsOf };

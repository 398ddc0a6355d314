import type * as React from "react";
import { cn } from "../lib/utils";

/** The first two letters of a name, upper-cased ("harbourline" gives "HA"). */
function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

type InitialsBadgeProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The name to abbreviate; its first two letters are shown. */
  name: string;
};

/**
 * A round badge with a name's first two letters, upper-cased ("Harbourline" gives "HA"), standing in
 * for a logo.
 *
 * **Use it** beside the name it abbreviates, where a brand has no logo to show.
 *
 * **Do not use it** on its own: it is hidden from screen readers, so the name must be written
 * beside it.
 *
 * **Keyboard and screen readers:** `aria-hidden`: not read, not focusable.
 */
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

import type * as React from "react";
import { cn } from "../lib/utils";

/** The first two letters of a name, upper-cased ("harbourline" gives "HA"). */
function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

type InitialsBadgeProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The name to abbreviate; its first two letters are shown. */
  name: string;
  /** `md` is 48 px; `responsive` is 40 px on phones and 48 px from 640 px (a quote card's). */
  size?: "md" | "responsive";
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
function InitialsBadge({ name, size = "md", className, ...props }: InitialsBadgeProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800",
        size === "md" ? "size-12 text-base" : "size-10 text-sm sm:size-12 sm:text-base",
        className,
      )}
      {...props}
    >
      {initialsOf(name)}
    </span>
  );
}

export { InitialsBadge, type InitialsBadgeProps, initialsOf };

import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * A form label (Radix Label: clicking it focuses its control, double-click does not select text).
 *
 * **Use it** only where a `Field` cannot be used; a Field renders its own Label.
 *
 * **Do not use it** as a heading or for text that labels no control.
 *
 * **Keyboard and screen readers:** a native `<label>` tied to its control by `htmlFor`; it names the
 * control.
 */
type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** `field` (semibold) names a field; `option` (regular weight) names one choice of several. */
  variant?: "field" | "option";
};

function Label({ variant = "field", className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "text-base leading-snug text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-has-disabled:cursor-not-allowed peer-has-disabled:opacity-60",
        variant === "field" ? "font-semibold" : "font-normal",
        className,
      )}
      {...props}
    />
  );
}

export { Label, type LabelProps };

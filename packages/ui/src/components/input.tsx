import type * as React from "react";
import { controlClassName } from "../lib/control-styles";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * A single-line text field: an age, a postcode, an email address.
 *
 * **Use it** inside a `Field`, which names and describes it. Set `type`, `inputMode` and
 * `autoComplete` for what is asked (`type="email" autoComplete="email"`), so phones show the right
 * keyboard and browsers can fill it. Works with react-hook-form's `register()` (the ref is forwarded).
 *
 * **Do not use it** for text longer than a line (use `Textarea`), for a choice from a known list
 * (use `NativeSelect` or `RadioGroup`), or without a visible label.
 *
 * **Keyboard and screen readers:** a native `<input>`, read with its label, hint and error.
 */
function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  const fieldProps = useFieldControlProps(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClassName, "h-11", className)}
      {...fieldProps}
    />
  );
}

export { Input };

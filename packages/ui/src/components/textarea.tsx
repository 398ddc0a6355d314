import type * as React from "react";
import { controlClassName } from "../lib/control-styles";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * A multi-line text field, for a message.
 *
 * **Use it** inside a `Field` when the answer may run to several lines; say any length limit in the
 * hint.
 *
 * **Do not use it** for a single line (use `Input`).
 *
 * **Keyboard and screen readers:** a native `<textarea>`, read with its label, hint and error.
 */
function Textarea({ className, rows = 5, ...props }: React.ComponentProps<"textarea">) {
  const fieldProps = useFieldControlProps(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClassName, "min-h-24 py-2 leading-relaxed", className)}
      {...fieldProps}
    />
  );
}

export { Textarea };

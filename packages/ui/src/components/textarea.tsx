import type * as React from "react";
import { controlClassName } from "../lib/control-styles";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/** A multi-line text input; inside a Field it is wired to the Field's label, hint and error. */
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

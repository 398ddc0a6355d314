import type * as React from "react";
import { controlClassName } from "../lib/control-styles";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * A text input. Inside a Field it takes the Field's id, description and error state; works with
 * react-hook-form's `register()` (the ref is forwarded).
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

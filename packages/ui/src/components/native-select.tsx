import type * as React from "react";
import { controlClassName } from "../lib/control-styles";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * The browser's own `<select>`, styled like the other controls. Prefer it to `Select` where a form
 * must work before (or without) JavaScript and on phones' native pickers; it is plain HTML, so it
 * validates and prerenders cleanly. Inside a Field it takes the Field's id, description and error
 * state; works with react-hook-form's `register()`.
 */
function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  const fieldProps = useFieldControlProps(props);
  return (
    <div data-slot="native-select" className="relative">
      <select
        className={cn(controlClassName, "h-11 w-full cursor-pointer appearance-none pr-10", className)}
        {...fieldProps}
      >
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}

export { NativeSelect };

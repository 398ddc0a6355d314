import type * as React from "react";
import { controlClassName } from "../lib/control-styles";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * The browser's own `<select>`, styled like the other controls.
 *
 * **Use it** for a choice from a list of more than a few options on a form that is prerendered and
 * must work before (or without) JavaScript, and on phones, whose own pickers are the easiest to use.
 * Inside a `Field`; works with react-hook-form's `register()`.
 *
 * **Do not use it** for two to five options the visitor should see at once (use `RadioGroup`), or
 * where each option needs more than a line of text.
 *
 * **Keyboard and screen readers:** native: arrow keys change the choice, Alt+Down (or Space) opens
 * the list; read with its label and the option chosen.
 */
function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  const fieldProps = useFieldControlProps(props);
  return (
    <div data-slot="native-select" className="relative">
      <select
        className={cn(controlClassName, "h-11 cursor-pointer appearance-none pr-10", className)}
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

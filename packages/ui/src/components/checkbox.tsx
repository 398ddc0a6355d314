import { CheckIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type * as React from "react";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * A tick box for a yes or no answer, or for one of several choices that may all be chosen.
 *
 * **Use it** in a `Field` with `orientation="horizontal"` for a single yes or no ("Send me tips"),
 * or several in a `FieldSet` for "choose all that apply". With react-hook-form use a Controller:
 * `checked={field.value} onCheckedChange={field.onChange}`.
 *
 * **Do not use it** when only one of several options may be chosen (use `RadioGroup`), or on a
 * prerendered form that must work before JavaScript (use a native `<input type="checkbox">`).
 * Never tick a marketing opt-in for the visitor.
 *
 * **Keyboard and screen readers:** a Radix checkbox (`role="checkbox"`, a `<button>`): Tab reaches
 * it, Space ticks and unticks it; read with its label and "checked" or "not checked".
 */
function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  const fieldProps = useFieldControlProps(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-brand-700 bg-white transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground aria-invalid:border-danger",
        className,
      )}
      {...fieldProps}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
        <CheckIcon className="size-4" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };

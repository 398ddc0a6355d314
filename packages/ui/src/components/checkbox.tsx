import { CheckIcon } from "lucide-react";
import type * as React from "react";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type"> & {
  /** Called with the new state when the visitor ticks or unticks it. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A tick box for a yes or no answer, or for one of several choices that may all be chosen.
 *
 * **Use it** in a `Field` with `orientation="horizontal"` for a single yes or no ("Send me tips"),
 * or several in a `FieldSet` for "choose all that apply". It is the browser's own
 * `<input type="checkbox">`, styled: it takes `name`, `checked`/`defaultChecked` and `onChange`
 * like any, plus `onCheckedChange(checked)`, and works before the page's JavaScript has loaded.
 *
 * **Do not use it** when only one of several options may be chosen (use `RadioGroup`). Never tick a
 * marketing opt-in for the visitor.
 *
 * **Keyboard and screen readers:** a native checkbox: Tab reaches it, Space ticks and unticks it;
 * read with its label and "checked" or "not checked".
 */
function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  const fieldProps = useFieldControlProps(props);
  return (
    <span
      data-slot="checkbox"
      className={cn("peer relative grid size-6 shrink-0 place-items-center", className)}
    >
      <input
        type="checkbox"
        className="peer absolute inset-0 m-0 size-6 appearance-none rounded-sm border-2 border-brand-700 bg-white transition-colors checked:bg-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...fieldProps}
      />
      <CheckIcon
        data-slot="checkbox-indicator"
        className="pointer-events-none relative hidden size-4 text-primary-foreground peer-checked:block peer-disabled:opacity-60"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
}

export { Checkbox, type CheckboxProps };

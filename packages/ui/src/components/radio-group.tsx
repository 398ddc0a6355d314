import * as React from "react";
import { useFieldControl, useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

type RadioGroupContextValue = {
  name: string;
  /** The chosen value when the page keeps it (controlled); undefined when the browser does. */
  value?: string;
  defaultValue?: string;
  disabled?: boolean;
  required?: boolean;
  onValueChange?: (value: string) => void;
};

const RadioGroupContext = React.createContext<RadioGroupContextValue | null>(null);

type RadioGroupProps = Omit<React.ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** The chosen option's value, when the page keeps it (with `onValueChange`); "" for none. */
  value?: string;
  /** The option chosen at first, when the browser keeps the choice. */
  defaultValue?: string;
  /** Called with an option's value when the visitor chooses it. */
  onValueChange?: (value: string) => void;
  /** The radios' shared name (what a form's data is keyed by); generated when left out. */
  name?: string;
  /** Makes every option unavailable. */
  disabled?: boolean;
  /** Marks the choice as required for the browser's own validation. */
  required?: boolean;
};

/**
 * A set of options of which exactly one is chosen: the coverage level, monthly or annual.
 *
 * **Use it** inside a `FieldSet` (its legend names the group) when there are two to five options and
 * seeing them all helps the choice; `RadioOptionCard` gives each a label and a description. The
 * options are the browser's own `<input type="radio">`, styled, sharing the group's `name`: they
 * work before the page's JavaScript has loaded, and a form's data carries the chosen `value`.
 *
 * **Do not use it** for a long list (use `NativeSelect`), for choices that may all be chosen (use
 * `Checkbox`), or to start an action (use `Button`).
 *
 * **Keyboard and screen readers:** native radios: Tab enters the group at the chosen option, arrow
 * keys move and choose; each radio is read with its label, its description, and "1 of 3".
 */
function RadioGroup({
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
  ...props
}: RadioGroupProps) {
  const field = useFieldControl();
  const fieldProps = useFieldControlProps(props);
  const generatedName = React.useId();
  const context = React.useMemo(
    () => ({ name: name ?? generatedName, value, defaultValue, disabled, required, onValueChange }),
    [name, generatedName, value, defaultValue, disabled, required, onValueChange],
  );
  return (
    <RadioGroupContext.Provider value={context}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-labelledby={field && !props["aria-label"] ? field.labelId : undefined}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        className={cn("grid gap-3", className)}
        {...fieldProps}
      />
    </RadioGroupContext.Provider>
  );
}

type RadioGroupItemProps = Omit<React.ComponentProps<"input">, "type" | "value" | "name"> & {
  /** The value the group takes when this option is chosen. */
  value: string;
};

/** One native radio of the group; the circle is drawn over the browser's own control. */
function RadioGroupItem({ className, value, disabled, onChange, ...props }: RadioGroupItemProps) {
  const group = React.useContext(RadioGroupContext);
  if (!group) throw new Error("RadioGroupItem must be inside a RadioGroup");
  const controlled = group.value !== undefined;
  return (
    <span
      data-slot="radio-group-item"
      className={cn("relative grid size-6 shrink-0 place-items-center", className)}
    >
      <input
        type="radio"
        name={group.name}
        value={value}
        checked={controlled ? group.value === value : undefined}
        defaultChecked={controlled ? undefined : group.defaultValue === value}
        disabled={group.disabled || disabled}
        required={group.required}
        onChange={(event) => {
          onChange?.(event);
          if (event.currentTarget.checked) group.onValueChange?.(value);
        }}
        className="peer absolute inset-0 m-0 size-6 appearance-none rounded-full border-2 border-brand-700 bg-white transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none relative hidden size-3 rounded-full bg-primary peer-checked:block peer-disabled:opacity-60"
      />
    </span>
  );
}

type RadioOptionCardProps = Omit<RadioGroupItemProps, "children"> & {
  /** The option's name, read out as the radio's accessible name. */
  label: React.ReactNode;
  /** A line under the label, read out as the radio's description. */
  description?: React.ReactNode;
};

/** An option as a card: the whole card is the radio's label, so a click anywhere on it chooses it. */
function RadioOptionCard({ label, description, className, id, ...props }: RadioOptionCardProps) {
  const generatedId = React.useId();
  const itemId = id ?? `${generatedId}-radio`;
  const labelId = `${generatedId}-label`;
  const descriptionId = `${generatedId}-description`;
  return (
    <label
      htmlFor={itemId}
      data-slot="radio-option-card"
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border-2 border-border bg-white p-4 transition-colors hover:border-brand-300 has-checked:border-primary has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-muted",
        className,
      )}
    >
      <RadioGroupItem
        id={itemId}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5"
        {...props}
      />
      <span className="grid gap-0.5">
        <span id={labelId} className="font-semibold text-foreground">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
  RadioOptionCard,
  type RadioOptionCardProps,
};

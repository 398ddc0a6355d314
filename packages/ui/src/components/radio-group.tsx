import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import * as React from "react";
import { useFieldControl, useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * A set of options of which exactly one is chosen: the coverage level, monthly or annual.
 *
 * **Use it** inside a `FieldSet` (its legend names the group) when there are two to five options and
 * seeing them all helps the choice; `RadioOptionCard` gives each a label and a description. With
 * react-hook-form use a Controller: `value={field.value} onValueChange={field.onChange}`.
 *
 * **Do not use it** for a long list (use `NativeSelect`), for choices that may all be chosen (use
 * `Checkbox`), or to start an action (use `Button`).
 *
 * **Keyboard and screen readers:** Tab enters the group at the chosen option, arrow keys move and
 * choose; each radio is read with its label, its description, and "1 of 3".
 */
function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const field = useFieldControl();
  const fieldProps = useFieldControlProps(props);
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      aria-labelledby={field && !props["aria-label"] ? field.labelId : undefined}
      className={cn("grid gap-3", className)}
      {...fieldProps}
    />
  );
}

const radioCircleClassName =
  "flex aspect-square size-6 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 bg-white transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60";

/** A bare radio circle; name it with a Label pointing at its id. */
function RadioGroupItem({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(radioCircleClassName, className)}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
}

type RadioOptionCardProps = Omit<React.ComponentProps<typeof RadioGroupPrimitive.Item>, "children"> & {
  /** The option's name, read out as the radio's accessible name. */
  label: React.ReactNode;
  /** A line under the label, read out as the radio's description. */
  description?: React.ReactNode;
};

/**
 * An option card: the whole card is the click target, the label alone names the radio and the
 * description describes it. The selected card is outlined in the brand colour.
 *
 * **Use it** inside a `RadioGroup` when each option needs a line of explanation.
 *
 * **Do not use it** outside a RadioGroup, or with more than a short line of description.
 *
 * **Keyboard and screen readers:** as the group's radios; the card is a plain container rather than
 * a `<label>`, because a label may hold only one control and Radix adds a hidden input beside the
 * radio.
 */
function RadioOptionCard({ label, description, className, id, ...props }: RadioOptionCardProps) {
  const generatedId = React.useId();
  const itemId = id ?? `${generatedId}-radio`;
  const labelId = `${generatedId}-label`;
  const descriptionId = `${generatedId}-description`;
  const radioRef = React.useRef<HTMLButtonElement>(null);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the radio inside is the keyboard control; a click on the card mirrors a native label.
    <div
      data-slot="radio-option-card"
      onClick={(event) => {
        const radio = radioRef.current;
        if (!radio || radio.contains(event.target as Node)) return;
        radio.click();
        radio.focus();
      }}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border-2 border-border bg-white p-4 transition-colors hover:border-brand-300 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:bg-muted",
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        ref={radioRef}
        id={itemId}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(radioCircleClassName, "mt-0.5")}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-primary" />
      </RadioGroupPrimitive.Item>
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
    </div>
  );
}

export { RadioGroup, RadioGroupItem, RadioOptionCard, type RadioOptionCardProps };

import { CheckIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type * as React from "react";
import { useFieldControlProps } from "../lib/field-control";
import { cn } from "../lib/utils";

/**
 * A Radix checkbox (role "checkbox"). Name it with a Label pointing at its id, or put it in a
 * Field with `orientation="horizontal"`. With react-hook-form use a Controller:
 * `checked={field.value} onCheckedChange={field.onChange}`.
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

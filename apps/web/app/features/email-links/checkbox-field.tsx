import { cn } from "@plummet/ui/utils";
import type * as React from "react";

/**
 * A native checkbox with its label, hint and error: a form posted without JavaScript sends it
 * ("on" when ticked), which the design system's Radix checkbox cannot do before its code runs.
 */
export function CheckboxField({
  id,
  name,
  label,
  error,
  checked,
  onChange,
  required,
}: {
  id: string;
  name?: string;
  label: React.ReactNode;
  error?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  required?: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <div
      data-slot="field"
      data-invalid={error ? true : undefined}
      className={cn("grid gap-1.5", error && "border-l-4 border-danger pl-3")}
    >
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          checked={checked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded-sm accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <label htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </label>
      </div>
    </div>
  );
}

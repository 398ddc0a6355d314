import * as React from "react";
import { FieldControlContext, type FieldControlContextValue, useFieldControl } from "../lib/field-control";
import { cn } from "../lib/utils";
import { Label } from "./label";

type FieldBaseProps = {
  /** The control's id (the target of an ErrorSummary link); generated when left out. */
  id?: string;
  /** Help shown under the label, read out as the control's description. */
  hint?: React.ReactNode;
  /** The error message; when set the control is marked `aria-invalid` and described by it. */
  error?: React.ReactNode;
  /** The control: Input, Textarea, Select, Checkbox, RadioGroup or one reading `useFieldControl()`. */
  children: React.ReactNode;
  className?: string;
};

function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldControlContextValue {
  const generatedId = React.useId();
  const controlId = id ?? `${generatedId}-control`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: hasHint ? `${controlId}-hint` : undefined,
    errorId: hasError ? `${controlId}-error` : undefined,
    invalid: hasError,
  };
}

function hasContent(node: React.ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

type FieldMessageProps = { id?: string; className?: string; children: React.ReactNode };

/** A line under a field's label, in its slot and look, after words said to screen readers only. */
function FieldMessage({
  slot,
  look,
  spokenPrefix,
  id,
  className,
  children,
}: FieldMessageProps & { slot: string; look: string; spokenPrefix?: string }) {
  return (
    <p id={id} data-slot={slot} className={cn(look, className)}>
      {spokenPrefix ? <span className="sr-only">{spokenPrefix}</span> : null}
      {children}
    </p>
  );
}

/** Help under the label. */
function FieldHint(props: FieldMessageProps) {
  return <FieldMessage slot="field-hint" look="text-sm text-muted-foreground" {...props} />;
}

/** The error message, prefixed "Error:" for screen readers as GOV.UK does. */
function FieldError(props: FieldMessageProps) {
  return (
    <FieldMessage
      slot="field-error"
      look="text-sm font-semibold text-danger"
      spokenPrefix="Error: "
      {...props}
    />
  );
}

type FieldProps = FieldBaseProps & {
  /** The visible label; it names the control. */
  label: React.ReactNode;
  /** "horizontal" puts the control before the label, as for a single checkbox. */
  orientation?: "vertical" | "horizontal";
};

/**
 * Ties a label, an optional hint and an optional error message to one control, GOV.UK style.
 *
 * **Use it** around every `Input`, `Textarea`, `NativeSelect`, `Select` or single `Checkbox`: the
 * label's `for`, the control's `id`, `aria-describedby` (hint, then error) and `aria-invalid` are
 * wired for you. With react-hook-form:
 * `<Field id="email" label="Email address" hint="We send your quotes here" error={errors.email?.message}><Input type="email" {...register("email")} /></Field>`
 *
 * **Do not use it** for a group of radios or checkboxes (use `FieldSet`, whose legend asks the
 * question), or without a visible label (placeholders are not labels).
 *
 * **Keyboard and screen readers:** the control is read with its label, then its hint and error
 * ("Error: Please enter your age"); the error is also in the `ErrorSummary` above the form.
 */
function Field({ id, label, hint, error, orientation = "vertical", children, className }: FieldProps) {
  const ids = useFieldIds(id, hasContent(hint), hasContent(error));
  const labelElement = (
    <Label id={ids.labelId} htmlFor={ids.controlId}>
      {label}
    </Label>
  );
  return (
    <FieldControlContext.Provider value={ids}>
      <div
        data-slot="field"
        data-invalid={ids.invalid || undefined}
        className={cn("grid gap-1.5", ids.invalid && "border-l-4 border-danger pl-3", className)}
      >
        {orientation === "horizontal" ? (
          <div className="flex items-start gap-3">
            {children}
            <div className="grid gap-1 pt-0.5">
              {labelElement}
              {ids.hintId ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
            </div>
          </div>
        ) : (
          <>
            {labelElement}
            {ids.hintId ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
          </>
        )}
        {ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
        {orientation === "horizontal" ? null : children}
      </div>
    </FieldControlContext.Provider>
  );
}

type FieldSetProps = FieldBaseProps & {
  /** The question the group answers, as the fieldset's legend; it names a RadioGroup inside. */
  legend: React.ReactNode;
};

/**
 * A Field for a group of controls (radio options, several checkboxes): a fieldset with a legend.
 *
 * **Use it** for one question answered by choosing among options ("Coverage level"). The legend
 * names a `RadioGroup` inside; the hint and error describe it.
 *
 * **Do not use it** around a single control (use `Field`) or to group unrelated fields.
 *
 * **Keyboard and screen readers:** the legend is read when focus enters the group, then the hint
 * and error; Tab enters the group, arrow keys move between radios.
 */
function FieldSet({ id, legend, hint, error, children, className }: FieldSetProps) {
  const ids = useFieldIds(id, hasContent(hint), hasContent(error));
  return (
    <FieldControlContext.Provider value={ids}>
      <fieldset
        data-slot="fieldset"
        data-invalid={ids.invalid || undefined}
        aria-describedby={[ids.hintId, ids.errorId].filter(Boolean).join(" ") || undefined}
        className={cn("grid gap-1.5", ids.invalid && "border-l-4 border-danger pl-3", className)}
      >
        <legend id={ids.labelId} className="mb-1.5 text-base font-semibold text-foreground">
          {legend}
        </legend>
        {ids.hintId ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
        {ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
        {children}
      </fieldset>
    </FieldControlContext.Provider>
  );
}

export { Field, FieldError, FieldHint, type FieldProps, FieldSet, type FieldSetProps, useFieldControl };
